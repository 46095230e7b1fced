/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_4Inputs */

const en_service_web_4 = /** @type {(inputs: Service_Web_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performance and accessibility built in`)
};

const si_service_web_4 = /** @type {(inputs: Service_Web_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුල සිටම වේගය සහ ප්‍රවේශ්‍යතාව`)
};

const ta_service_web_4 = /** @type {(inputs: Service_Web_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடக்கத்திலிருந்தே வேகமும் அணுகல்தன்மையும்`)
};

/**
* | output |
* | --- |
* | "Performance and accessibility built in" |
*
* @param {Service_Web_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_4 = /** @type {((inputs?: Service_Web_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_4(inputs)
	if (locale === "ta") return ta_service_web_4(inputs)
	return en_service_web_4(inputs)
});