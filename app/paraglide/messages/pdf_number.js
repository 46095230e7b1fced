/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_NumberInputs */

const en_pdf_number = /** @type {(inputs: Pdf_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number`)
};

const si_pdf_number = /** @type {(inputs: Pdf_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අංකය`)
};

const ta_pdf_number = /** @type {(inputs: Pdf_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எண்`)
};

/**
* | output |
* | --- |
* | "Number" |
*
* @param {Pdf_NumberInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_number = /** @type {((inputs?: Pdf_NumberInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_NumberInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_number(inputs)
	if (locale === "ta") return ta_pdf_number(inputs)
	return en_pdf_number(inputs)
});