/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Service_Seo_TextInputs */

const en_home_service_seo_text = /** @type {(inputs: Home_Service_Seo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be found by the customers already searching for you.`)
};

const si_home_service_seo_text = /** @type {(inputs: Home_Service_Seo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබව දැනටමත් සොයන පාරිභෝගිකයන්ට ඔබව හමු වේවා.`)
};

const ta_home_service_seo_text = /** @type {(inputs: Home_Service_Seo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களை ஏற்கனவே தேடும் வாடிக்கையாளர்கள் உங்களைக் கண்டடையட்டும்.`)
};

/**
* | output |
* | --- |
* | "Be found by the customers already searching for you." |
*
* @param {Home_Service_Seo_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_seo_text = /** @type {((inputs?: Home_Service_Seo_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Service_Seo_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_service_seo_text(inputs)
	if (locale === "ta") return ta_home_service_seo_text(inputs)
	return en_home_service_seo_text(inputs)
});