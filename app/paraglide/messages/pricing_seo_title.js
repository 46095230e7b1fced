/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Seo_TitleInputs */

const en_pricing_seo_title = /** @type {(inputs: Pricing_Seo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO`)
};

const si_pricing_seo_title = /** @type {(inputs: Pricing_Seo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO සැලසුම්`)
};

const ta_pricing_seo_title = /** @type {(inputs: Pricing_Seo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO திட்டங்கள்`)
};

/**
* | output |
* | --- |
* | "SEO" |
*
* @param {Pricing_Seo_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_seo_title = /** @type {((inputs?: Pricing_Seo_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Seo_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_seo_title(inputs)
	if (locale === "ta") return ta_pricing_seo_title(inputs)
	return en_pricing_seo_title(inputs)
});