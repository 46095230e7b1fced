/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_TitleInputs */

const en_home_about_title = /** @type {(inputs: Home_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Brands Choose Us`)
};

const si_home_about_title = /** @type {(inputs: Home_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම අප තෝරාගන්නේ ඇයි`)
};

const ta_home_about_title = /** @type {(inputs: Home_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்டுகள் எங்களைத் தேர்ந்தெடுப்பது ஏன்`)
};

/**
* | output |
* | --- |
* | "Why Brands Choose Us" |
*
* @param {Home_About_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_title = /** @type {((inputs?: Home_About_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_about_title(inputs)
	if (locale === "ta") return ta_home_about_title(inputs)
	return en_home_about_title(inputs)
});