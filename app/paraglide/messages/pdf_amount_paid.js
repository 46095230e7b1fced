/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Amount_PaidInputs */

const en_pdf_amount_paid = /** @type {(inputs: Pdf_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

const si_pdf_amount_paid = /** @type {(inputs: Pdf_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවූ මුදල`)
};

const ta_pdf_amount_paid = /** @type {(inputs: Pdf_Amount_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செலுத்திய தொகை`)
};

/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Pdf_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_amount_paid = /** @type {((inputs?: Pdf_Amount_PaidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Amount_PaidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_amount_paid(inputs)
	if (locale === "ta") return ta_pdf_amount_paid(inputs)
	return en_pdf_amount_paid(inputs)
});