/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_IntroInputs */

const en_quote_intro = /** @type {(inputs: Quote_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what you need. We reply with a tailored quote within 24 hours.`)
};

const si_quote_intro = /** @type {(inputs: Quote_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට අවශ්‍ය දේ අපට කියන්න. පැය 24ක් ඇතුළත ඔබට ගැළපෙන මිල ඇස්තමේන්තුවක් අපි එවන්නෙමු.`)
};

const ta_quote_intro = /** @type {(inputs: Quote_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கு என்ன தேவை என்று சொல்லுங்கள். 24 மணி நேரத்திற்குள் உங்களுக்கேற்ற விலைமதிப்பீட்டை அனுப்புவோம்.`)
};

/**
* | output |
* | --- |
* | "Tell us what you need. We reply with a tailored quote within 24 hours." |
*
* @param {Quote_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_intro = /** @type {((inputs?: Quote_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_intro(inputs)
	if (locale === "ta") return ta_quote_intro(inputs)
	return en_quote_intro(inputs)
});