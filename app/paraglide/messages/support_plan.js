/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_PlanInputs */

const en_support_plan = /** @type {(inputs: Support_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const si_support_plan = /** @type {(inputs: Support_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම`)
};

const ta_support_plan = /** @type {(inputs: Support_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Support_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_plan = /** @type {((inputs?: Support_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_plan(inputs)
	if (locale === "ta") return ta_support_plan(inputs)
	return en_support_plan(inputs)
});