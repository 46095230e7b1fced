/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Brand_3Inputs */

const en_home_service_brand_3 = /** @type {(inputs: Home_Service_Brand_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand guidelines`)
};

const si_home_service_brand_3 = /** @type {(inputs: Home_Service_Brand_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම මාර්ගෝපදේශ`)
};

const ta_home_service_brand_3 = /** @type {(inputs: Home_Service_Brand_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் வழிகாட்டுதல்கள்`)
};

/**
* | output |
* | --- |
* | "Brand guidelines" |
*
* @param {Home_Service_Brand_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_brand_3 = /** @type {((inputs?: Home_Service_Brand_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Brand_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_brand_3(inputs)
	if (locale === "ta") return ta_home_service_brand_3(inputs)
	return en_home_service_brand_3(inputs)
});