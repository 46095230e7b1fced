/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_WebInputs */

const en_service_web = /** @type {(inputs: Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional Web Development`)
};

const si_service_web = /** @type {(inputs: Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෘත්තීය වෙබ් සංවර්ධනය`)
};

const ta_service_web = /** @type {(inputs: Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொழில்முறை இணைய மேம்பாடு`)
};

/**
* | output |
* | --- |
* | "Professional Web Development" |
*
* @param {Service_WebInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web = /** @type {((inputs?: Service_WebInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_WebInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web(inputs)
	if (locale === "ta") return ta_service_web(inputs)
	return en_service_web(inputs)
});