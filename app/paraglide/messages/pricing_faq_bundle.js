/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_BundleInputs */

const en_pricing_faq_bundle = /** @type {(inputs: Pricing_Faq_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I combine social media and SEO?`)
};

const si_pricing_faq_bundle = /** @type {(inputs: Pricing_Faq_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය සහ SEO එකට ගත හැකිද?`)
};

const ta_pricing_faq_bundle = /** @type {(inputs: Pricing_Faq_BundleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகத்தையும் SEO-வையும் இணைக்கலாமா?`)
};

/**
* | output |
* | --- |
* | "Can I combine social media and SEO?" |
*
* @param {Pricing_Faq_BundleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_bundle = /** @type {((inputs?: Pricing_Faq_BundleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_BundleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_bundle(inputs)
	if (locale === "ta") return ta_pricing_faq_bundle(inputs)
	return en_pricing_faq_bundle(inputs)
});