/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Priority_CriticalInputs */

const en_support_priority_critical = /** @type {(inputs: Support_Priority_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Critical`)
};

const si_support_priority_critical = /** @type {(inputs: Support_Priority_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හදිසි`)
};

const ta_support_priority_critical = /** @type {(inputs: Support_Priority_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அவசரம்`)
};

/**
* | output |
* | --- |
* | "Critical" |
*
* @param {Support_Priority_CriticalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_priority_critical = /** @type {((inputs?: Support_Priority_CriticalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Priority_CriticalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_priority_critical(inputs)
	if (locale === "ta") return ta_support_priority_critical(inputs)
	return en_support_priority_critical(inputs)
});