/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Stat_SatisfactionInputs */

const en_support_stat_satisfaction = /** @type {(inputs: Support_Stat_SatisfactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satisfaction`)
};

const si_support_stat_satisfaction = /** @type {(inputs: Support_Stat_SatisfactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායක තෘප්තිය`)
};

const ta_support_stat_satisfaction = /** @type {(inputs: Support_Stat_SatisfactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் திருப்தி`)
};

/**
* | output |
* | --- |
* | "Satisfaction" |
*
* @param {Support_Stat_SatisfactionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_satisfaction = /** @type {((inputs?: Support_Stat_SatisfactionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Stat_SatisfactionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_stat_satisfaction(inputs)
	if (locale === "ta") return ta_support_stat_satisfaction(inputs)
	return en_support_stat_satisfaction(inputs)
});