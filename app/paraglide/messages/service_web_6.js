/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_6Inputs */

const en_service_web_6 = /** @type {(inputs: Service_Web_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics and conversion tracking`)
};

const si_service_web_6 = /** @type {(inputs: Service_Web_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ සහ පරිවර්තන අනුගමනය`)
};

const ta_service_web_6 = /** @type {(inputs: Service_Web_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு மற்றும் மாற்றக் கண்காணிப்பு`)
};

/**
* | output |
* | --- |
* | "Analytics and conversion tracking" |
*
* @param {Service_Web_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_6 = /** @type {((inputs?: Service_Web_6Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_6Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_6(inputs)
	if (locale === "ta") return ta_service_web_6(inputs)
	return en_service_web_6(inputs)
});