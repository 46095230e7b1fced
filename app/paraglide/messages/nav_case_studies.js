/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Case_StudiesInputs */

const en_nav_case_studies = /** @type {(inputs: Nav_Case_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Case Studies`)
};

const si_nav_case_studies = /** @type {(inputs: Nav_Case_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිද්ධි අධ්‍යයන`)
};

const ta_nav_case_studies = /** @type {(inputs: Nav_Case_StudiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வழக்கு ஆய்வுகள்`)
};

/**
* | output |
* | --- |
* | "Case Studies" |
*
* @param {Nav_Case_StudiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_case_studies = /** @type {((inputs?: Nav_Case_StudiesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Case_StudiesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_case_studies(inputs)
	if (locale === "ta") return ta_nav_case_studies(inputs)
	return en_nav_case_studies(inputs)
});