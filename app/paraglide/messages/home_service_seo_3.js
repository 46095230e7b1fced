/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Seo_3Inputs */

const en_home_service_seo_3 = /** @type {(inputs: Home_Service_Seo_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content that ranks`)
};

const si_home_service_seo_3 = /** @type {(inputs: Home_Service_Seo_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෙවුම්වල ඉහළට එන අන්තර්ගතය`)
};

const ta_home_service_seo_3 = /** @type {(inputs: Home_Service_Seo_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடலில் முன்னிலை பெறும் உள்ளடக்கம்`)
};

/**
* | output |
* | --- |
* | "Content that ranks" |
*
* @param {Home_Service_Seo_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_seo_3 = /** @type {((inputs?: Home_Service_Seo_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Seo_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_seo_3(inputs)
	if (locale === "ta") return ta_home_service_seo_3(inputs)
	return en_home_service_seo_3(inputs)
});