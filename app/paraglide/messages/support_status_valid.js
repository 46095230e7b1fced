/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Status_ValidInputs */

const en_support_status_valid = /** @type {(inputs: Support_Status_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid`)
};

const si_support_status_valid = /** @type {(inputs: Support_Status_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වලංගුයි`)
};

const ta_support_status_valid = /** @type {(inputs: Support_Status_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செல்லுபடியானது`)
};

/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Support_Status_ValidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_status_valid = /** @type {((inputs?: Support_Status_ValidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Status_ValidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_status_valid(inputs)
	if (locale === "ta") return ta_support_status_valid(inputs)
	return en_support_status_valid(inputs)
});