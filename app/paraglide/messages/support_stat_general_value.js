/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Stat_General_ValueInputs */

const en_support_stat_general_value = /** @type {(inputs: Support_Stat_General_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`< 4 hours`)
};

const si_support_stat_general_value = /** @type {(inputs: Support_Stat_General_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`< පැය 4`)
};

const ta_support_stat_general_value = /** @type {(inputs: Support_Stat_General_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`< 4 மணி நேரம்`)
};

/**
* | output |
* | --- |
* | "< 4 hours" |
*
* @param {Support_Stat_General_ValueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_general_value = /** @type {((inputs?: Support_Stat_General_ValueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Stat_General_ValueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_stat_general_value(inputs)
	if (locale === "ta") return ta_support_stat_general_value(inputs)
	return en_support_stat_general_value(inputs)
});