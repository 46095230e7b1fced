/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Web_2Inputs */

const en_home_service_web_2 = /** @type {(inputs: Home_Service_Web_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast, secure hosting`)
};

const si_home_service_web_2 = /** @type {(inputs: Home_Service_Web_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේගවත්, ආරක්ෂිත සත්කාරකත්වය`)
};

const ta_home_service_web_2 = /** @type {(inputs: Home_Service_Web_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேகமான, பாதுகாப்பான ஹோஸ்டிங்`)
};

/**
* | output |
* | --- |
* | "Fast, secure hosting" |
*
* @param {Home_Service_Web_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_web_2 = /** @type {((inputs?: Home_Service_Web_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Web_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_web_2(inputs)
	if (locale === "ta") return ta_home_service_web_2(inputs)
	return en_home_service_web_2(inputs)
});