/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Method_TestInputs */

const en_pdf_method_test = /** @type {(inputs: Pdf_Method_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test payment`)
};

const si_pdf_method_test = /** @type {(inputs: Pdf_Method_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂණ ගෙවීම`)
};

const ta_pdf_method_test = /** @type {(inputs: Pdf_Method_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சோதனைக் கட்டணம்`)
};

/**
* | output |
* | --- |
* | "Test payment" |
*
* @param {Pdf_Method_TestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_method_test = /** @type {((inputs?: Pdf_Method_TestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Method_TestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_method_test(inputs)
	if (locale === "ta") return ta_pdf_method_test(inputs)
	return en_pdf_method_test(inputs)
});