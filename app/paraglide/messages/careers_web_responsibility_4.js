/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_Responsibility_4Inputs */

const en_careers_web_responsibility_4 = /** @type {(inputs: Careers_Web_Responsibility_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep sites fast, secure and up to date`)
};

const si_careers_web_responsibility_4 = /** @type {(inputs: Careers_Web_Responsibility_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අඩවි වේගවත්ව, ආරක්ෂිතව සහ යාවත්කාලීනව තබා ගැනීම`)
};

const ta_careers_web_responsibility_4 = /** @type {(inputs: Careers_Web_Responsibility_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தளங்களை வேகமாகவும் பாதுகாப்பாகவும் புதுப்பித்த நிலையிலும் வைத்திருத்தல்`)
};

/**
* | output |
* | --- |
* | "Keep sites fast, secure and up to date" |
*
* @param {Careers_Web_Responsibility_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_responsibility_4 = /** @type {((inputs?: Careers_Web_Responsibility_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_Responsibility_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_responsibility_4(inputs)
	if (locale === "ta") return ta_careers_web_responsibility_4(inputs)
	return en_careers_web_responsibility_4(inputs)
});