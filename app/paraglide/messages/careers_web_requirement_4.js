/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Requirement_4Inputs */

const en_careers_web_requirement_4 = /** @type {(inputs: Careers_Web_Requirement_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A portfolio of live sites you built`)
};

const si_careers_web_requirement_4 = /** @type {(inputs: Careers_Web_Requirement_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ ගොඩනැගූ සජීවී අඩවිවල නිර්මාණ එකතුවක්`)
};

const ta_careers_web_requirement_4 = /** @type {(inputs: Careers_Web_Requirement_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் உருவாக்கிய நேரலைத் தளங்களின் தொகுப்பு`)
};

/**
* | output |
* | --- |
* | "A portfolio of live sites you built" |
*
* @param {Careers_Web_Requirement_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_requirement_4 = /** @type {((inputs?: Careers_Web_Requirement_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Requirement_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_requirement_4(inputs)
	if (locale === "ta") return ta_careers_web_requirement_4(inputs)
	return en_careers_web_requirement_4(inputs)
});