/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Responsibility_1Inputs */

const en_careers_web_responsibility_1 = /** @type {(inputs: Careers_Web_Responsibility_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn designs into responsive, accessible pages`)
};

const si_careers_web_responsibility_1 = /** @type {(inputs: Careers_Web_Responsibility_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිර්මාණ, ඕනෑම තිරයකට ගැළපෙන, සැමට භාවිත කළ හැකි පිටු බවට පත් කිරීම`)
};

const ta_careers_web_responsibility_1 = /** @type {(inputs: Careers_Web_Responsibility_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வடிவமைப்புகளை எந்தத் திரைக்கும் பொருந்தும், அனைவரும் பயன்படுத்தக்கூடிய பக்கங்களாக மாற்றுதல்`)
};

/**
* | output |
* | --- |
* | "Turn designs into responsive, accessible pages" |
*
* @param {Careers_Web_Responsibility_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_responsibility_1 = /** @type {((inputs?: Careers_Web_Responsibility_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Responsibility_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_responsibility_1(inputs)
	if (locale === "ta") return ta_careers_web_responsibility_1(inputs)
	return en_careers_web_responsibility_1(inputs)
});