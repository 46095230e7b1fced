/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_1Inputs */

const en_service_web_1 = /** @type {(inputs: Service_Web_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom responsive design`)
};

const si_service_web_1 = /** @type {(inputs: Service_Web_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඕනෑම තිරයකට ගැළපෙන, ඔබටම ආවේණික නිර්මාණය`)
};

const ta_service_web_1 = /** @type {(inputs: Service_Web_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்தத் திரைக்கும் பொருந்தும் தனிப்பயன் வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Custom responsive design" |
*
* @param {Service_Web_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_1 = /** @type {((inputs?: Service_Web_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_1(inputs)
	if (locale === "ta") return ta_service_web_1(inputs)
	return en_service_web_1(inputs)
});