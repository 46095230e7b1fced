/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_SkillsInputs */

const en_careers_skills = /** @type {(inputs: Careers_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills`)
};

const si_careers_skills = /** @type {(inputs: Careers_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කුසලතා`)
};

const ta_careers_skills = /** @type {(inputs: Careers_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திறன்கள்`)
};

/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Careers_SkillsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_skills = /** @type {((inputs?: Careers_SkillsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_SkillsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_skills(inputs)
	if (locale === "ta") return ta_careers_skills(inputs)
	return en_careers_skills(inputs)
});