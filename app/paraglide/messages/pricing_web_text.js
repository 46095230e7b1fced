/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Web_TextInputs */

const en_pricing_web_text = /** @type {(inputs: Pricing_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web development is quoted per project, from $1500. Tell us what you need and we will send a detailed quote within 48 hours.`)
};

const si_pricing_web_text = /** @type {(inputs: Pricing_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙබ් සංවර්ධනයේ මිල එක් එක් ව්‍යාපෘතියට වෙන වෙනම, $1500 සිට, ලබා දෙමු. ඔබට අවශ්‍ය දේ අපට කියන්න; පැය 48ක් ඇතුළත සවිස්තරාත්මක මිල ඇස්තමේන්තුවක් එවන්නෙමු.`)
};

const ta_pricing_web_text = /** @type {(inputs: Pricing_Web_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைய மேம்பாட்டுக்கான விலை ஒவ்வொரு திட்டத்துக்கும் தனியாக, $1500 முதல் வழங்கப்படும். உங்களுக்கு என்ன தேவை என்று சொல்லுங்கள்; 48 மணி நேரத்துக்குள் விரிவான விலைமதிப்பீட்டை அனுப்புவோம்.`)
};

/**
* | output |
* | --- |
* | "Web development is quoted per project, from $1500. Tell us what you need and we will send a detailed quote within 48 hours." |
*
* @param {Pricing_Web_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_web_text = /** @type {((inputs?: Pricing_Web_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Web_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_web_text(inputs)
	if (locale === "ta") return ta_pricing_web_text(inputs)
	return en_pricing_web_text(inputs)
});