/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_3Inputs */

const en_home_about_3 = /** @type {(inputs: Home_About_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outstanding Performance`)
};

const si_home_about_3 = /** @type {(inputs: Home_About_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශිෂ්ට ප්‍රතිඵල`)
};

const ta_home_about_3 = /** @type {(inputs: Home_About_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சிறந்த செயல்திறன்`)
};

/**
* | output |
* | --- |
* | "Outstanding Performance" |
*
* @param {Home_About_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_3 = /** @type {((inputs?: Home_About_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_about_3(inputs)
	if (locale === "ta") return ta_home_about_3(inputs)
	return en_home_about_3(inputs)
});