/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Seo_4Inputs */

const en_service_seo_4 = /** @type {(inputs: Service_Seo_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local SEO and Google Business Profile`)
};

const si_service_seo_4 = /** @type {(inputs: Service_Seo_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රාදේශීය SEO සහ Google Business Profile`)
};

const ta_service_seo_4 = /** @type {(inputs: Service_Seo_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளூர் SEO மற்றும் Google Business Profile`)
};

/**
* | output |
* | --- |
* | "Local SEO and Google Business Profile" |
*
* @param {Service_Seo_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_4 = /** @type {((inputs?: Service_Seo_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Seo_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_seo_4(inputs)
	if (locale === "ta") return ta_service_seo_4(inputs)
	return en_service_seo_4(inputs)
});