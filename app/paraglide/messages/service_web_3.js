/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_3Inputs */

const en_service_web_3 = /** @type {(inputs: Service_Web_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content management you can use`)
};

const si_service_web_3 = /** @type {(inputs: Service_Web_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට පහසුවෙන් භාවිත කළ හැකි අන්තර්ගත කළමනාකරණය`)
};

const ta_service_web_3 = /** @type {(inputs: Service_Web_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்களே எளிதாகப் பயன்படுத்தக்கூடிய உள்ளடக்க மேலாண்மை`)
};

/**
* | output |
* | --- |
* | "Content management you can use" |
*
* @param {Service_Web_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_3 = /** @type {((inputs?: Service_Web_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_3(inputs)
	if (locale === "ta") return ta_service_web_3(inputs)
	return en_service_web_3(inputs)
});