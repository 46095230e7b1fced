/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Priority_HighInputs */

const en_support_priority_high = /** @type {(inputs: Support_Priority_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`High`)
};

const si_support_priority_high = /** @type {(inputs: Support_Priority_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉහළ`)
};

const ta_support_priority_high = /** @type {(inputs: Support_Priority_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதிகம்`)
};

/**
* | output |
* | --- |
* | "High" |
*
* @param {Support_Priority_HighInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_priority_high = /** @type {((inputs?: Support_Priority_HighInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Priority_HighInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_priority_high(inputs)
	if (locale === "ta") return ta_support_priority_high(inputs)
	return en_support_priority_high(inputs)
});