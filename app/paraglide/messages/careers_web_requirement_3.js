/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Requirement_3Inputs */

const en_careers_web_requirement_3 = /** @type {(inputs: Careers_Web_Requirement_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experience with React or a similar framework`)
};

const si_careers_web_requirement_3 = /** @type {(inputs: Careers_Web_Requirement_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`React හෝ ඊට සමාන රාමුවක් සමඟ අත්දැකීම්`)
};

const ta_careers_web_requirement_3 = /** @type {(inputs: Careers_Web_Requirement_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`React அல்லது அதைப் போன்ற கட்டமைப்பில் அனுபவம்`)
};

/**
* | output |
* | --- |
* | "Experience with React or a similar framework" |
*
* @param {Careers_Web_Requirement_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_requirement_3 = /** @type {((inputs?: Careers_Web_Requirement_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Requirement_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_requirement_3(inputs)
	if (locale === "ta") return ta_careers_web_requirement_3(inputs)
	return en_careers_web_requirement_3(inputs)
});