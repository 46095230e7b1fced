/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Failed_TextInputs */

const en_quote_failed_text = /** @type {(inputs: Quote_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again or contact us directly.`)
};

const si_quote_failed_text = /** @type {(inputs: Quote_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර නැවත උත්සාහ කරන්න, නැතහොත් අපව කෙලින්ම අමතන්න.`)
};

const ta_quote_failed_text = /** @type {(inputs: Quote_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் முயலவும், அல்லது எங்களை நேரடியாகத் தொடர்புகொள்ளவும்.`)
};

/**
* | output |
* | --- |
* | "Please try again or contact us directly." |
*
* @param {Quote_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_failed_text = /** @type {((inputs?: Quote_Failed_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Failed_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_failed_text(inputs)
	if (locale === "ta") return ta_quote_failed_text(inputs)
	return en_quote_failed_text(inputs)
});