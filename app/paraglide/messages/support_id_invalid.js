/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Id_InvalidInputs */

const en_support_id_invalid = /** @type {(inputs: Support_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Flidesk ID`)
};

const si_support_id_invalid = /** @type {(inputs: Support_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වලංගු නොවන Fli DESK ID`)
};

const ta_support_id_invalid = /** @type {(inputs: Support_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செல்லாத Fli DESK ID`)
};

/**
* | output |
* | --- |
* | "Invalid Flidesk ID" |
*
* @param {Support_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_id_invalid = /** @type {((inputs?: Support_Id_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Id_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_id_invalid(inputs)
	if (locale === "ta") return ta_support_id_invalid(inputs)
	return en_support_id_invalid(inputs)
});