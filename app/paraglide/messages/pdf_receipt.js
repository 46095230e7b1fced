/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_ReceiptInputs */

const en_pdf_receipt = /** @type {(inputs: Pdf_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

const si_pdf_receipt = /** @type {(inputs: Pdf_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රිසිට්පත`)
};

const ta_pdf_receipt = /** @type {(inputs: Pdf_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரசீது`)
};

/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Pdf_ReceiptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_receipt = /** @type {((inputs?: Pdf_ReceiptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ReceiptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_receipt(inputs)
	if (locale === "ta") return ta_pdf_receipt(inputs)
	return en_pdf_receipt(inputs)
});