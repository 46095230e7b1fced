/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_PlanInputs */

const en_pdf_plan = /** @type {(inputs: Pdf_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const si_pdf_plan = /** @type {(inputs: Pdf_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම`)
};

const ta_pdf_plan = /** @type {(inputs: Pdf_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Pdf_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_plan = /** @type {((inputs?: Pdf_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pdf_plan(inputs)
	if (locale === "ta") return ta_pdf_plan(inputs)
	return en_pdf_plan(inputs)
});