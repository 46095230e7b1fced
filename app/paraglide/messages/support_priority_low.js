/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Priority_LowInputs */

const en_support_priority_low = /** @type {(inputs: Support_Priority_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low`)
};

const si_support_priority_low = /** @type {(inputs: Support_Priority_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අඩු`)
};

const ta_support_priority_low = /** @type {(inputs: Support_Priority_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைவு`)
};

/**
* | output |
* | --- |
* | "Low" |
*
* @param {Support_Priority_LowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_priority_low = /** @type {((inputs?: Support_Priority_LowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Priority_LowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_priority_low(inputs)
	if (locale === "ta") return ta_support_priority_low(inputs)
	return en_support_priority_low(inputs)
});