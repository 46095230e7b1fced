/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Responsibility_2Inputs */

const en_careers_web_responsibility_2 = /** @type {(inputs: Careers_Web_Responsibility_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integrate payments, forms and content management`)
};

const si_careers_web_responsibility_2 = /** @type {(inputs: Careers_Web_Responsibility_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම්, පෝරම සහ අන්තර්ගත කළමනාකරණය අඩවියට සම්බන්ධ කිරීම`)
};

const ta_careers_web_responsibility_2 = /** @type {(inputs: Careers_Web_Responsibility_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணங்கள், படிவங்கள் மற்றும் உள்ளடக்க மேலாண்மையை இணைத்தல்`)
};

/**
* | output |
* | --- |
* | "Integrate payments, forms and content management" |
*
* @param {Careers_Web_Responsibility_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_responsibility_2 = /** @type {((inputs?: Careers_Web_Responsibility_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Responsibility_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_responsibility_2(inputs)
	if (locale === "ta") return ta_careers_web_responsibility_2(inputs)
	return en_careers_web_responsibility_2(inputs)
});