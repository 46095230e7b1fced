/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Cycle_MonthlyInputs */

const en_pdf_cycle_monthly = /** @type {(inputs: Pdf_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

const si_pdf_cycle_monthly = /** @type {(inputs: Pdf_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසිකව`)
};

const ta_pdf_cycle_monthly = /** @type {(inputs: Pdf_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திரம்`)
};

/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Pdf_Cycle_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_cycle_monthly = /** @type {((inputs?: Pdf_Cycle_MonthlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Cycle_MonthlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_cycle_monthly(inputs)
	if (locale === "ta") return ta_pdf_cycle_monthly(inputs)
	return en_pdf_cycle_monthly(inputs)
});