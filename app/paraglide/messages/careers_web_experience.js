/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_ExperienceInputs */

const en_careers_web_experience = /** @type {(inputs: Careers_Web_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2+ years`)
};

const si_careers_web_experience = /** @type {(inputs: Careers_Web_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වසර 2+`)
};

const ta_careers_web_experience = /** @type {(inputs: Careers_Web_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2+ ஆண்டுகள்`)
};

/**
* | output |
* | --- |
* | "2+ years" |
*
* @param {Careers_Web_ExperienceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_experience = /** @type {((inputs?: Careers_Web_ExperienceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_ExperienceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_experience(inputs)
	if (locale === "ta") return ta_careers_web_experience(inputs)
	return en_careers_web_experience(inputs)
});