/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_TitleInputs */

const en_pricing_faq_title = /** @type {(inputs: Pricing_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently Asked Questions`)
};

const si_pricing_faq_title = /** @type {(inputs: Pricing_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිතර අසන ප්‍රශ්න`)
};

const ta_pricing_faq_title = /** @type {(inputs: Pricing_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடிக்கடி கேட்கப்படும் கேள்விகள்`)
};

/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Pricing_Faq_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_title = /** @type {((inputs?: Pricing_Faq_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_title(inputs)
	if (locale === "ta") return ta_pricing_faq_title(inputs)
	return en_pricing_faq_title(inputs)
});