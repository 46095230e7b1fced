/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cases_IntroInputs */

const en_home_cases_intro = /** @type {(inputs: Home_Cases_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A few of the brands we have helped grow.`)
};

const si_home_cases_intro = /** @type {(inputs: Home_Cases_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප වර්ධනයට උදව් කළ සන්නාම කිහිපයක්.`)
};

const ta_home_cases_intro = /** @type {(inputs: Home_Cases_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாங்கள் வளர உதவிய பிராண்டுகளில் சில.`)
};

/**
* | output |
* | --- |
* | "A few of the brands we have helped grow." |
*
* @param {Home_Cases_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_cases_intro = /** @type {((inputs?: Home_Cases_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cases_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_cases_intro(inputs)
	if (locale === "ta") return ta_home_cases_intro(inputs)
	return en_home_cases_intro(inputs)
});