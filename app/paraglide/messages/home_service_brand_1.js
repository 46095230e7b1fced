/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Brand_1Inputs */

const en_home_service_brand_1 = /** @type {(inputs: Home_Service_Brand_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo and visual identity`)
};

const si_home_service_brand_1 = /** @type {(inputs: Home_Service_Brand_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලාංඡනය සහ දෘශ්‍ය අනන්‍යතාව`)
};

const ta_home_service_brand_1 = /** @type {(inputs: Home_Service_Brand_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`லோகோ மற்றும் காட்சி அடையாளம்`)
};

/**
* | output |
* | --- |
* | "Logo and visual identity" |
*
* @param {Home_Service_Brand_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_brand_1 = /** @type {((inputs?: Home_Service_Brand_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Brand_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_brand_1(inputs)
	if (locale === "ta") return ta_home_service_brand_1(inputs)
	return en_home_service_brand_1(inputs)
});