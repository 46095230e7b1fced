/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_Platforms_AnswerInputs */

const en_pricing_faq_platforms_answer = /** @type {(inputs: Pricing_Faq_Platforms_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram, Facebook, LinkedIn, TikTok and X (Twitter). Launch covers 2, Growth 4 and Scale all 5.`)
};

const si_pricing_faq_platforms_answer = /** @type {(inputs: Pricing_Faq_Platforms_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram, Facebook, LinkedIn, TikTok සහ X (Twitter). Launch වේදිකා 2ක්, Growth 4ක් සහ Scale 5ම ආවරණය කරයි.`)
};

const ta_pricing_faq_platforms_answer = /** @type {(inputs: Pricing_Faq_Platforms_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram, Facebook, LinkedIn, TikTok மற்றும் X (Twitter). Launch 2 தளங்களையும், Growth 4 தளங்களையும், Scale அனைத்து 5 தளங்களையும் உள்ளடக்கும்.`)
};

/**
* | output |
* | --- |
* | "Instagram, Facebook, LinkedIn, TikTok and X (Twitter). Launch covers 2, Growth 4 and Scale all 5." |
*
* @param {Pricing_Faq_Platforms_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_platforms_answer = /** @type {((inputs?: Pricing_Faq_Platforms_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Platforms_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_platforms_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_platforms_answer(inputs)
	return en_pricing_faq_platforms_answer(inputs)
});