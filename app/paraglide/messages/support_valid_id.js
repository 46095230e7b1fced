/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Support_Valid_IdInputs */

const en_support_valid_id = /** @type {(inputs: Support_Valid_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valid Fli DESK ID: ${i?.id}`)
};

const si_support_valid_id = /** @type {(inputs: Support_Valid_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`වලංගු Fli DESK ID: ${i?.id}`)
};

const ta_support_valid_id = /** @type {(inputs: Support_Valid_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`செல்லுபடியான Fli DESK ID: ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Valid Fli DESK ID: {id}" |
*
* @param {Support_Valid_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_valid_id = /** @type {((inputs: Support_Valid_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Valid_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_valid_id(inputs)
	if (locale === "ta") return ta_support_valid_id(inputs)
	return en_support_valid_id(inputs)
});