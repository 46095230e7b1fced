/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_1Inputs */

const en_home_about_1 = /** @type {(inputs: Home_About_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proven Expertise`)
};

const si_home_about_1 = /** @type {(inputs: Home_About_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔප්පු කළ විශේෂඥභාවය`)
};

const ta_home_about_1 = /** @type {(inputs: Home_About_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிரூபிக்கப்பட்ட நிபுணத்துவம்`)
};

/**
* | output |
* | --- |
* | "Proven Expertise" |
*
* @param {Home_About_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_1 = /** @type {((inputs?: Home_About_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_about_1(inputs)
	if (locale === "ta") return ta_home_about_1(inputs)
	return en_home_about_1(inputs)
});