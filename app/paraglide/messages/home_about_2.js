/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_2Inputs */

const en_home_about_2 = /** @type {(inputs: Home_About_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strategic Approach`)
};

const si_home_about_2 = /** @type {(inputs: Home_About_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උපාය මාර්ගික ප්‍රවේශය`)
};

const ta_home_about_2 = /** @type {(inputs: Home_About_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உத்திசார் அணுகுமுறை`)
};

/**
* | output |
* | --- |
* | "Strategic Approach" |
*
* @param {Home_About_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_2 = /** @type {((inputs?: Home_About_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_about_2(inputs)
	if (locale === "ta") return ta_home_about_2(inputs)
	return en_home_about_2(inputs)
});