/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Web_3Inputs */

const en_home_service_web_3 = /** @type {(inputs: Home_Service_Web_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments and bookings`)
};

const si_home_service_web_3 = /** @type {(inputs: Home_Service_Web_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාර්ගගත ගෙවීම් සහ වෙන්කිරීම්`)
};

const ta_home_service_web_3 = /** @type {(inputs: Home_Service_Web_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணையவழிக் கட்டணங்கள் மற்றும் முன்பதிவுகள்`)
};

/**
* | output |
* | --- |
* | "Online payments and bookings" |
*
* @param {Home_Service_Web_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_web_3 = /** @type {((inputs?: Home_Service_Web_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Web_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_web_3(inputs)
	if (locale === "ta") return ta_home_service_web_3(inputs)
	return en_home_service_web_3(inputs)
});