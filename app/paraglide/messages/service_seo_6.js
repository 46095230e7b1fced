/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Seo_6Inputs */

const en_service_seo_6 = /** @type {(inputs: Service_Seo_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly ranking and traffic reports`)
};

const si_service_seo_6 = /** @type {(inputs: Service_Seo_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රේණිගත කිරීම් සහ පැමිණෙන්නන් පිළිබඳ මාසික වාර්තා`)
};

const ta_service_seo_6 = /** @type {(inputs: Service_Seo_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திரத் தரவரிசை மற்றும் வருகையாளர் அறிக்கைகள்`)
};

/**
* | output |
* | --- |
* | "Monthly ranking and traffic reports" |
*
* @param {Service_Seo_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_6 = /** @type {((inputs?: Service_Seo_6Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Seo_6Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_seo_6(inputs)
	if (locale === "ta") return ta_service_seo_6(inputs)
	return en_service_seo_6(inputs)
});