/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Brand_2Inputs */

const en_home_service_brand_2 = /** @type {(inputs: Home_Service_Brand_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour and typography system`)
};

const si_home_service_brand_2 = /** @type {(inputs: Home_Service_Brand_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වර්ණ සහ අකුරු පද්ධතිය`)
};

const ta_home_service_brand_2 = /** @type {(inputs: Home_Service_Brand_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வண்ணம் மற்றும் எழுத்துரு அமைப்பு`)
};

/**
* | output |
* | --- |
* | "Colour and typography system" |
*
* @param {Home_Service_Brand_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_brand_2 = /** @type {((inputs?: Home_Service_Brand_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Brand_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_brand_2(inputs)
	if (locale === "ta") return ta_home_service_brand_2(inputs)
	return en_home_service_brand_2(inputs)
});