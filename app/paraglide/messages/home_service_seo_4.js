/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Seo_4Inputs */

const en_home_service_seo_4 = /** @type {(inputs: Home_Service_Seo_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly ranking reports`)
};

const si_home_service_seo_4 = /** @type {(inputs: Home_Service_Seo_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික ශ්‍රේණිගත කිරීම් වාර්තා`)
};

const ta_home_service_seo_4 = /** @type {(inputs: Home_Service_Seo_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திரத் தரவரிசை அறிக்கைகள்`)
};

/**
* | output |
* | --- |
* | "Monthly ranking reports" |
*
* @param {Home_Service_Seo_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_seo_4 = /** @type {((inputs?: Home_Service_Seo_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Seo_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_seo_4(inputs)
	if (locale === "ta") return ta_home_service_seo_4(inputs)
	return en_home_service_seo_4(inputs)
});