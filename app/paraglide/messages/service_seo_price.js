/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Seo_PriceInputs */

const en_service_seo_price = /** @type {(inputs: Service_Seo_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From $115/month`)
};

const si_service_seo_price = /** @type {(inputs: Service_Seo_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මසකට $115 සිට`)
};

const ta_service_seo_price = /** @type {(inputs: Service_Seo_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம் $115 முதல்`)
};

/**
* | output |
* | --- |
* | "From $115/month" |
*
* @param {Service_Seo_PriceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_price = /** @type {((inputs?: Service_Seo_PriceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Seo_PriceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_seo_price(inputs)
	if (locale === "ta") return ta_service_seo_price(inputs)
	return en_service_seo_price(inputs)
});