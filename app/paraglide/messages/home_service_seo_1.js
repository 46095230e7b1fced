/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Seo_1Inputs */

const en_home_service_seo_1 = /** @type {(inputs: Home_Service_Seo_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyword research and strategy`)
};

const si_home_service_seo_1 = /** @type {(inputs: Home_Service_Seo_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පද පර්යේෂණය සහ උපාය මාර්ග`)
};

const ta_home_service_seo_1 = /** @type {(inputs: Home_Service_Seo_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொல் ஆய்வு மற்றும் உத்தி`)
};

/**
* | output |
* | --- |
* | "Keyword research and strategy" |
*
* @param {Home_Service_Seo_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_seo_1 = /** @type {((inputs?: Home_Service_Seo_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Seo_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_seo_1(inputs)
	if (locale === "ta") return ta_home_service_seo_1(inputs)
	return en_home_service_seo_1(inputs)
});