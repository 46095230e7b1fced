/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_TextInputs */

const en_service_web_text = /** @type {(inputs: Service_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast, secure websites and web apps built to turn visitors into customers.`)
};

const si_service_web_text = /** @type {(inputs: Service_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැමිණෙන්නන් පාරිභෝගිකයන් බවට පත් කරන ලෙස නිර්මාණය කළ වේගවත්, ආරක්ෂිත වෙබ් අඩවි සහ වෙබ් යෙදුම්.`)
};

const ta_service_web_text = /** @type {(inputs: Service_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருகையாளர்களை வாடிக்கையாளர்களாக மாற்றும்படி உருவாக்கப்பட்ட வேகமான, பாதுகாப்பான இணையதளங்களும் இணையச் செயலிகளும்.`)
};

/**
* | output |
* | --- |
* | "Fast, secure websites and web apps built to turn visitors into customers." |
*
* @param {Service_Web_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_text = /** @type {((inputs?: Service_Web_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_text(inputs)
	if (locale === "ta") return ta_service_web_text(inputs)
	return en_service_web_text(inputs)
});