/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Requirement_5Inputs */

const en_careers_web_requirement_5 = /** @type {(inputs: Careers_Web_Requirement_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good written English`)
};

const si_careers_web_requirement_5 = /** @type {(inputs: Careers_Web_Requirement_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉංග්‍රීසියෙන් හොඳින් ලිවීමේ හැකියාව`)
};

const ta_careers_web_requirement_5 = /** @type {(inputs: Careers_Web_Requirement_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆங்கிலத்தில் நன்றாக எழுதும் திறன்`)
};

/**
* | output |
* | --- |
* | "Good written English" |
*
* @param {Careers_Web_Requirement_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_requirement_5 = /** @type {((inputs?: Careers_Web_Requirement_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Requirement_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_requirement_5(inputs)
	if (locale === "ta") return ta_careers_web_requirement_5(inputs)
	return en_careers_web_requirement_5(inputs)
});