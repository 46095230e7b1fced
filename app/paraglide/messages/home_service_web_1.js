/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Web_1Inputs */

const en_home_service_web_1 = /** @type {(inputs: Home_Service_Web_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile-first responsive design`)
};

const si_home_service_web_1 = /** @type {(inputs: Home_Service_Web_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජංගම දුරකථනයට මුල්තැන දෙන, ඕනෑම තිරයකට ගැළපෙන නිර්මාණය`)
};

const ta_home_service_web_1 = /** @type {(inputs: Home_Service_Web_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கைபேசிக்கு முன்னுரிமை தரும், எந்தத் திரைக்கும் பொருந்தும் வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Mobile-first responsive design" |
*
* @param {Home_Service_Web_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_web_1 = /** @type {((inputs?: Home_Service_Web_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Web_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_web_1(inputs)
	if (locale === "ta") return ta_home_service_web_1(inputs)
	return en_home_service_web_1(inputs)
});