/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Method_CardInputs */

const en_pdf_method_card = /** @type {(inputs: Pdf_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

const si_pdf_method_card = /** @type {(inputs: Pdf_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාඩ්පත`)
};

const ta_pdf_method_card = /** @type {(inputs: Pdf_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அட்டை`)
};

/**
* | output |
* | --- |
* | "Card" |
*
* @param {Pdf_Method_CardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_method_card = /** @type {((inputs?: Pdf_Method_CardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Method_CardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_method_card(inputs)
	if (locale === "ta") return ta_pdf_method_card(inputs)
	return en_pdf_method_card(inputs)
});