/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Pdf_Report_PlanInputs */

const en_pdf_report_plan = /** @type {(inputs: Pdf_Report_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan: ${i?.plan}`)
};

const si_pdf_report_plan = /** @type {(inputs: Pdf_Report_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සැලසුම: ${i?.plan}`)
};

const ta_pdf_report_plan = /** @type {(inputs: Pdf_Report_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திட்டம்: ${i?.plan}`)
};

/**
* | output |
* | --- |
* | "Plan: {plan}" |
*
* @param {Pdf_Report_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_plan = /** @type {((inputs: Pdf_Report_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Report_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_report_plan(inputs)
	if (locale === "ta") return ta_pdf_report_plan(inputs)
	return en_pdf_report_plan(inputs)
});