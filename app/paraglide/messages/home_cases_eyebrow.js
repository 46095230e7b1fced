/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cases_EyebrowInputs */

const en_home_cases_eyebrow = /** @type {(inputs: Home_Cases_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Case studies`)
};

const si_home_cases_eyebrow = /** @type {(inputs: Home_Cases_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිද්ධි අධ්‍යයන`)
};

const ta_home_cases_eyebrow = /** @type {(inputs: Home_Cases_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வழக்கு ஆய்வுகள்`)
};

/**
* | output |
* | --- |
* | "Case studies" |
*
* @param {Home_Cases_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_cases_eyebrow = /** @type {((inputs?: Home_Cases_EyebrowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cases_EyebrowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_cases_eyebrow(inputs)
	if (locale === "ta") return ta_home_cases_eyebrow(inputs)
	return en_home_cases_eyebrow(inputs)
});