/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Web_TextInputs */

const en_home_service_web_text = /** @type {(inputs: Home_Service_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Websites that load instantly and convert visitors.`)
};

const si_home_service_web_text = /** @type {(inputs: Home_Service_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්ෂණිකව විවෘත වී පැමිණෙන්නන් පාරිභෝගිකයන් කරන වෙබ් අඩවි.`)
};

const ta_home_service_web_text = /** @type {(inputs: Home_Service_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உடனே திறந்து, வருகையாளர்களை வாடிக்கையாளர்களாக மாற்றும் இணையதளங்கள்.`)
};

/**
* | output |
* | --- |
* | "Websites that load instantly and convert visitors." |
*
* @param {Home_Service_Web_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_web_text = /** @type {((inputs?: Home_Service_Web_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Web_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_web_text(inputs)
	if (locale === "ta") return ta_home_service_web_text(inputs)
	return en_home_service_web_text(inputs)
});