/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_PriorityInputs */

const en_support_priority = /** @type {(inputs: Support_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority`)
};

const si_support_priority = /** @type {(inputs: Support_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රමුඛතාව`)
};

const ta_support_priority = /** @type {(inputs: Support_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னுரிமை`)
};

/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Support_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_priority = /** @type {((inputs?: Support_PriorityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_PriorityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_priority(inputs)
	if (locale === "ta") return ta_support_priority(inputs)
	return en_support_priority(inputs)
});