/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Requirement_2Inputs */

const en_careers_web_requirement_2 = /** @type {(inputs: Careers_Web_Requirement_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strong HTML, CSS and modern JavaScript or TypeScript`)
};

const si_careers_web_requirement_2 = /** @type {(inputs: Careers_Web_Requirement_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTML, CSS සහ නවීන JavaScript හෝ TypeScript පිළිබඳ හොඳ දැනුම`)
};

const ta_careers_web_requirement_2 = /** @type {(inputs: Careers_Web_Requirement_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTML, CSS மற்றும் நவீன JavaScript அல்லது TypeScript இல் வலுவான திறன்`)
};

/**
* | output |
* | --- |
* | "Strong HTML, CSS and modern JavaScript or TypeScript" |
*
* @param {Careers_Web_Requirement_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_requirement_2 = /** @type {((inputs?: Careers_Web_Requirement_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Requirement_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_requirement_2(inputs)
	if (locale === "ta") return ta_careers_web_requirement_2(inputs)
	return en_careers_web_requirement_2(inputs)
});