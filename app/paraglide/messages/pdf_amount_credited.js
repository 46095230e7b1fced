/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Amount_CreditedInputs */

const en_pdf_amount_credited = /** @type {(inputs: Pdf_Amount_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount credited`)
};

const si_pdf_amount_credited = /** @type {(inputs: Pdf_Amount_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බැර කළ මුදල`)
};

const ta_pdf_amount_credited = /** @type {(inputs: Pdf_Amount_CreditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரவு வைத்த தொகை`)
};

/**
* | output |
* | --- |
* | "Amount credited" |
*
* @param {Pdf_Amount_CreditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_amount_credited = /** @type {((inputs?: Pdf_Amount_CreditedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Amount_CreditedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_amount_credited(inputs)
	if (locale === "ta") return ta_pdf_amount_credited(inputs)
	return en_pdf_amount_credited(inputs)
});