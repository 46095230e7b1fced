/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Brand_4Inputs */

const en_home_service_brand_4 = /** @type {(inputs: Home_Service_Brand_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media templates`)
};

const si_home_service_brand_4 = /** @type {(inputs: Home_Service_Brand_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය සැකිලි`)
};

const ta_home_service_brand_4 = /** @type {(inputs: Home_Service_Brand_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடக வார்ப்புருக்கள்`)
};

/**
* | output |
* | --- |
* | "Social media templates" |
*
* @param {Home_Service_Brand_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_brand_4 = /** @type {((inputs?: Home_Service_Brand_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Brand_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_brand_4(inputs)
	if (locale === "ta") return ta_home_service_brand_4(inputs)
	return en_home_service_brand_4(inputs)
});