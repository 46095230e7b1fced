/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Payment_MethodInputs */

const en_pdf_payment_method = /** @type {(inputs: Pdf_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment method`)
};

const si_pdf_payment_method = /** @type {(inputs: Pdf_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් ක්‍රමය`)
};

const ta_pdf_payment_method = /** @type {(inputs: Pdf_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண முறை`)
};

/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Pdf_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_payment_method = /** @type {((inputs?: Pdf_Payment_MethodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Payment_MethodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_payment_method(inputs)
	if (locale === "ta") return ta_pdf_payment_method(inputs)
	return en_pdf_payment_method(inputs)
});