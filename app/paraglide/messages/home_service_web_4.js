/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Web_4Inputs */

const en_home_service_web_4 = /** @type {(inputs: Home_Service_Web_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updates and support`)
};

const si_home_service_web_4 = /** @type {(inputs: Home_Service_Web_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීන සහ සහාය`)
};

const ta_home_service_web_4 = /** @type {(inputs: Home_Service_Web_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்புகள் மற்றும் உதவி`)
};

/**
* | output |
* | --- |
* | "Updates and support" |
*
* @param {Home_Service_Web_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_web_4 = /** @type {((inputs?: Home_Service_Web_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Web_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_web_4(inputs)
	if (locale === "ta") return ta_home_service_web_4(inputs)
	return en_home_service_web_4(inputs)
});