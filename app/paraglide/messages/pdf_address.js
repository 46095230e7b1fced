/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locality: NonNullable<unknown> }} Pdf_AddressInputs */

const en_pdf_address = /** @type {(inputs: Pdf_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality}, Sri Lanka`)
};

const si_pdf_address = /** @type {(inputs: Pdf_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality}, ශ්‍රී ලංකාව`)
};

const ta_pdf_address = /** @type {(inputs: Pdf_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality}, இலங்கை`)
};

/**
* | output |
* | --- |
* | "{locality}, Sri Lanka" |
*
* @param {Pdf_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_address = /** @type {((inputs: Pdf_AddressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_AddressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_address(inputs)
	if (locale === "ta") return ta_pdf_address(inputs)
	return en_pdf_address(inputs)
});