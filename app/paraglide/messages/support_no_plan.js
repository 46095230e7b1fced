/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_No_PlanInputs */

const en_support_no_plan = /** @type {(inputs: Support_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plan`)
};

const si_support_no_plan = /** @type {(inputs: Support_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුමක් නැත`)
};

const ta_support_no_plan = /** @type {(inputs: Support_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் இல்லை`)
};

/**
* | output |
* | --- |
* | "No plan" |
*
* @param {Support_No_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_no_plan = /** @type {((inputs?: Support_No_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_No_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_no_plan(inputs)
	if (locale === "ta") return ta_support_no_plan(inputs)
	return en_support_no_plan(inputs)
});