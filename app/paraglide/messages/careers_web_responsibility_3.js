/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Responsibility_3Inputs */

const en_careers_web_responsibility_3 = /** @type {(inputs: Careers_Web_Responsibility_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post progress updates and screenshots in Fli DESK`)
};

const si_careers_web_responsibility_3 = /** @type {(inputs: Careers_Web_Responsibility_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගති යාවත්කාලීන සහ තිර රූ Fli DESK හි පළ කිරීම`)
};

const ta_careers_web_responsibility_3 = /** @type {(inputs: Careers_Web_Responsibility_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றப் புதுப்பிப்புகளையும் திரைப்பிடிப்புகளையும் Fli DESK இல் பதிவிடுதல்`)
};

/**
* | output |
* | --- |
* | "Post progress updates and screenshots in Fli DESK" |
*
* @param {Careers_Web_Responsibility_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_responsibility_3 = /** @type {((inputs?: Careers_Web_Responsibility_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Responsibility_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_responsibility_3(inputs)
	if (locale === "ta") return ta_careers_web_responsibility_3(inputs)
	return en_careers_web_responsibility_3(inputs)
});