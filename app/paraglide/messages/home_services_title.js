/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Services_TitleInputs */

const en_home_services_title = /** @type {(inputs: Home_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What We Do Best`)
};

const si_home_services_title = /** @type {(inputs: Home_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප වඩාත්ම දක්ෂ දේ`)
};

const ta_home_services_title = /** @type {(inputs: Home_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாங்கள் சிறப்பாகச் செய்வது`)
};

/**
* | output |
* | --- |
* | "What We Do Best" |
*
* @param {Home_Services_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_services_title = /** @type {((inputs?: Home_Services_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_services_title(inputs)
	if (locale === "ta") return ta_home_services_title(inputs)
	return en_home_services_title(inputs)
});