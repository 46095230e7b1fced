/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Billing_CycleInputs */

const en_pdf_billing_cycle = /** @type {(inputs: Pdf_Billing_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing cycle`)
};

const si_pdf_billing_cycle = /** @type {(inputs: Pdf_Billing_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බිල්පත් චක්‍රය`)
};

const ta_pdf_billing_cycle = /** @type {(inputs: Pdf_Billing_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணச் சுழற்சி`)
};

/**
* | output |
* | --- |
* | "Billing cycle" |
*
* @param {Pdf_Billing_CycleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_billing_cycle = /** @type {((inputs?: Pdf_Billing_CycleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Billing_CycleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_billing_cycle(inputs)
	if (locale === "ta") return ta_pdf_billing_cycle(inputs)
	return en_pdf_billing_cycle(inputs)
});