/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_ResultsInputs */

const en_pricing_faq_results = /** @type {(inputs: Pricing_Faq_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How soon will I see SEO results?`)
};

const si_pricing_faq_results = /** @type {(inputs: Pricing_Faq_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO ප්‍රතිඵල දකින්නේ කොපමණ ඉක්මනින්ද?`)
};

const ta_pricing_faq_results = /** @type {(inputs: Pricing_Faq_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO முடிவுகள் எவ்வளவு விரைவில் தெரியும்?`)
};

/**
* | output |
* | --- |
* | "How soon will I see SEO results?" |
*
* @param {Pricing_Faq_ResultsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_results = /** @type {((inputs?: Pricing_Faq_ResultsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_ResultsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_results(inputs)
	if (locale === "ta") return ta_pricing_faq_results(inputs)
	return en_pricing_faq_results(inputs)
});