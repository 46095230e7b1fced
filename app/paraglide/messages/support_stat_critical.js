/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Stat_CriticalInputs */

const en_support_stat_critical = /** @type {(inputs: Support_Stat_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Critical issues`)
};

const si_support_stat_critical = /** @type {(inputs: Support_Stat_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හදිසි ගැටලු`)
};

const ta_support_stat_critical = /** @type {(inputs: Support_Stat_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அவசரச் சிக்கல்கள்`)
};

/**
* | output |
* | --- |
* | "Critical issues" |
*
* @param {Support_Stat_CriticalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_critical = /** @type {((inputs?: Support_Stat_CriticalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Stat_CriticalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_stat_critical(inputs)
	if (locale === "ta") return ta_support_stat_critical(inputs)
	return en_support_stat_critical(inputs)
});