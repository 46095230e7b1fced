/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Service_SeoInputs */

const en_quote_service_seo = /** @type {(inputs: Quote_Service_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO Optimization`)
};

const si_quote_service_seo = /** @type {(inputs: Quote_Service_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO ප්‍රශස්තකරණය`)
};

const ta_quote_service_seo = /** @type {(inputs: Quote_Service_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO மேம்படுத்தல்`)
};

/**
* | output |
* | --- |
* | "SEO Optimization" |
*
* @param {Quote_Service_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_service_seo = /** @type {((inputs?: Quote_Service_SeoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Service_SeoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_service_seo(inputs)
	if (locale === "ta") return ta_quote_service_seo(inputs)
	return en_quote_service_seo(inputs)
});