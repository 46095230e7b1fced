/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Status_InvalidInputs */

const en_support_status_invalid = /** @type {(inputs: Support_Status_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid`)
};

const si_support_status_invalid = /** @type {(inputs: Support_Status_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වලංගු නැත`)
};

const ta_support_status_invalid = /** @type {(inputs: Support_Status_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செல்லாதது`)
};

/**
* | output |
* | --- |
* | "Invalid" |
*
* @param {Support_Status_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_status_invalid = /** @type {((inputs?: Support_Status_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Status_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_status_invalid(inputs)
	if (locale === "ta") return ta_support_status_invalid(inputs)
	return en_support_status_invalid(inputs)
});