/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Stat_Critical_ValueInputs */

const en_support_stat_critical_value = /** @type {(inputs: Support_Stat_Critical_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`< 1 hour`)
};

const si_support_stat_critical_value = /** @type {(inputs: Support_Stat_Critical_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`< පැය 1`)
};

const ta_support_stat_critical_value = /** @type {(inputs: Support_Stat_Critical_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`< 1 மணி நேரம்`)
};

/**
* | output |
* | --- |
* | "< 1 hour" |
*
* @param {Support_Stat_Critical_ValueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_critical_value = /** @type {((inputs?: Support_Stat_Critical_ValueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Stat_Critical_ValueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_stat_critical_value(inputs)
	if (locale === "ta") return ta_support_stat_critical_value(inputs)
	return en_support_stat_critical_value(inputs)
});