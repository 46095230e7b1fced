/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Seo_2Inputs */

const en_home_service_seo_2 = /** @type {(inputs: Home_Service_Seo_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On-page and technical SEO`)
};

const si_home_service_seo_2 = /** @type {(inputs: Home_Service_Seo_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටු මට්ටමේ සහ තාක්ෂණික SEO`)
};

const ta_home_service_seo_2 = /** @type {(inputs: Home_Service_Seo_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்க அளவிலான மற்றும் தொழில்நுட்ப SEO`)
};

/**
* | output |
* | --- |
* | "On-page and technical SEO" |
*
* @param {Home_Service_Seo_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_seo_2 = /** @type {((inputs?: Home_Service_Seo_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Seo_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_seo_2(inputs)
	if (locale === "ta") return ta_home_service_seo_2(inputs)
	return en_home_service_seo_2(inputs)
});