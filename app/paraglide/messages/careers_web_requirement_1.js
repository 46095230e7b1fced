/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Requirement_1Inputs */

const en_careers_web_requirement_1 = /** @type {(inputs: Careers_Web_Requirement_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2+ years building production websites`)
};

const si_careers_web_requirement_1 = /** @type {(inputs: Careers_Web_Requirement_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සජීවී වෙබ් අඩවි ගොඩනැගීමේ වසර 2+ අත්දැකීම්`)
};

const ta_careers_web_requirement_1 = /** @type {(inputs: Careers_Web_Requirement_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நேரலை இணையதளங்களை உருவாக்குவதில் 2+ ஆண்டு அனுபவம்`)
};

/**
* | output |
* | --- |
* | "2+ years building production websites" |
*
* @param {Careers_Web_Requirement_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_requirement_1 = /** @type {((inputs?: Careers_Web_Requirement_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Requirement_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_requirement_1(inputs)
	if (locale === "ta") return ta_careers_web_requirement_1(inputs)
	return en_careers_web_requirement_1(inputs)
});