/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cases_TitleInputs */

const en_home_cases_title = /** @type {(inputs: Home_Cases_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results That Speak`)
};

const si_home_cases_title = /** @type {(inputs: Home_Cases_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කතා කරන ප්‍රතිඵල`)
};

const ta_home_cases_title = /** @type {(inputs: Home_Cases_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பேசும் முடிவுகள்`)
};

/**
* | output |
* | --- |
* | "Results That Speak" |
*
* @param {Home_Cases_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_cases_title = /** @type {((inputs?: Home_Cases_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cases_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_cases_title(inputs)
	if (locale === "ta") return ta_home_cases_title(inputs)
	return en_home_cases_title(inputs)
});