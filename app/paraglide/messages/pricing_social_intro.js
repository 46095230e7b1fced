/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Social_IntroInputs */

const en_pricing_social_intro = /** @type {(inputs: Pricing_Social_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content, community and ads on the platforms your customers use.`)
};

const si_pricing_social_intro = /** @type {(inputs: Pricing_Social_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පාරිභෝගිකයන් භාවිත කරන වේදිකාවල අන්තර්ගතය, ප්‍රජාව සහ දැන්වීම්.`)
};

const ta_pricing_social_intro = /** @type {(inputs: Pricing_Social_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் வாடிக்கையாளர்கள் பயன்படுத்தும் தளங்களில் உள்ளடக்கம், சமூகம் மற்றும் விளம்பரங்கள்.`)
};

/**
* | output |
* | --- |
* | "Content, community and ads on the platforms your customers use." |
*
* @param {Pricing_Social_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_social_intro = /** @type {((inputs?: Pricing_Social_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Social_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_social_intro(inputs)
	if (locale === "ta") return ta_pricing_social_intro(inputs)
	return en_pricing_social_intro(inputs)
});