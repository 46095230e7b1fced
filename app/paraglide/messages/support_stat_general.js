/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Stat_GeneralInputs */

const en_support_stat_general = /** @type {(inputs: Support_Stat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General support`)
};

const si_support_stat_general = /** @type {(inputs: Support_Stat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාමාන්‍ය සහාය`)
};

const ta_support_stat_general = /** @type {(inputs: Support_Stat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொதுவான உதவி`)
};

/**
* | output |
* | --- |
* | "General support" |
*
* @param {Support_Stat_GeneralInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_general = /** @type {((inputs?: Support_Stat_GeneralInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Stat_GeneralInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_stat_general(inputs)
	if (locale === "ta") return ta_support_stat_general(inputs)
	return en_support_stat_general(inputs)
});