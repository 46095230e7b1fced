/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Priority_MediumInputs */

const en_support_priority_medium = /** @type {(inputs: Support_Priority_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medium`)
};

const si_support_priority_medium = /** @type {(inputs: Support_Priority_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මධ්‍යම`)
};

const ta_support_priority_medium = /** @type {(inputs: Support_Priority_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நடுத்தரம்`)
};

/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Support_Priority_MediumInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_priority_medium = /** @type {((inputs?: Support_Priority_MediumInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Priority_MediumInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_priority_medium(inputs)
	if (locale === "ta") return ta_support_priority_medium(inputs)
	return en_support_priority_medium(inputs)
});