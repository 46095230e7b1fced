/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Seo_5Inputs */

const en_service_seo_5 = /** @type {(inputs: Service_Seo_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content strategy and SEO articles`)
};

const si_service_seo_5 = /** @type {(inputs: Service_Seo_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගත උපාය මාර්ග සහ SEO ලිපි`)
};

const ta_service_seo_5 = /** @type {(inputs: Service_Seo_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்க உத்தி மற்றும் SEO கட்டுரைகள்`)
};

/**
* | output |
* | --- |
* | "Content strategy and SEO articles" |
*
* @param {Service_Seo_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_5 = /** @type {((inputs?: Service_Seo_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Seo_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_seo_5(inputs)
	if (locale === "ta") return ta_service_seo_5(inputs)
	return en_service_seo_5(inputs)
});