/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Amount_LkrInputs */

const en_pdf_amount_lkr = /** @type {(inputs: Pdf_Amount_LkrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount in LKR`)
};

const si_pdf_amount_lkr = /** @type {(inputs: Pdf_Amount_LkrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල LKR වලින්`)
};

const ta_pdf_amount_lkr = /** @type {(inputs: Pdf_Amount_LkrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LKR இல் தொகை`)
};

/**
* | output |
* | --- |
* | "Amount in LKR" |
*
* @param {Pdf_Amount_LkrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_amount_lkr = /** @type {((inputs?: Pdf_Amount_LkrInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Amount_LkrInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_amount_lkr(inputs)
	if (locale === "ta") return ta_pdf_amount_lkr(inputs)
	return en_pdf_amount_lkr(inputs)
});