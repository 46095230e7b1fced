/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_ClientInputs */

const en_pdf_client = /** @type {(inputs: Pdf_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

const si_pdf_client = /** @type {(inputs: Pdf_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා`)
};

const ta_pdf_client = /** @type {(inputs: Pdf_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்`)
};

/**
* | output |
* | --- |
* | "Client" |
*
* @param {Pdf_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_client = /** @type {((inputs?: Pdf_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_client(inputs)
	if (locale === "ta") return ta_pdf_client(inputs)
	return en_pdf_client(inputs)
});