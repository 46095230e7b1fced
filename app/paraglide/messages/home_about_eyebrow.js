/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_EyebrowInputs */

const en_home_about_eyebrow = /** @type {(inputs: Home_About_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

const si_home_about_eyebrow = /** @type {(inputs: Home_About_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප ගැන`)
};

const ta_home_about_eyebrow = /** @type {(inputs: Home_About_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைப் பற்றி`)
};

/**
* | output |
* | --- |
* | "About us" |
*
* @param {Home_About_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_eyebrow = /** @type {((inputs?: Home_About_EyebrowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_EyebrowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_about_eyebrow(inputs)
	if (locale === "ta") return ta_home_about_eyebrow(inputs)
	return en_home_about_eyebrow(inputs)
});