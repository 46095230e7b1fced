/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Web_DevelopmentInputs */

const en_nav_web_development = /** @type {(inputs: Nav_Web_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web Development`)
};

const si_nav_web_development = /** @type {(inputs: Nav_Web_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙබ් සංවර්ධනය`)
};

const ta_nav_web_development = /** @type {(inputs: Nav_Web_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைய மேம்பாடு`)
};

/**
* | output |
* | --- |
* | "Web Development" |
*
* @param {Nav_Web_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_web_development = /** @type {((inputs?: Nav_Web_DevelopmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Web_DevelopmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_web_development(inputs)
	if (locale === "ta") return ta_nav_web_development(inputs)
	return en_nav_web_development(inputs)
});