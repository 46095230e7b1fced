/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_WebInputs */

const en_home_service_web = /** @type {(inputs: Home_Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional Web Design`)
};

const si_home_service_web = /** @type {(inputs: Home_Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෘත්තීය වෙබ් නිර්මාණය`)
};

const ta_home_service_web = /** @type {(inputs: Home_Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொழில்முறை இணைய வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Professional Web Design" |
*
* @param {Home_Service_WebInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_web = /** @type {((inputs?: Home_Service_WebInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_WebInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_web(inputs)
	if (locale === "ta") return ta_home_service_web(inputs)
	return en_home_service_web(inputs)
});