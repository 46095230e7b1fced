/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Success_TextInputs */

const en_quote_success_text = /** @type {(inputs: Quote_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! We'll get back to you with a detailed quote within 24 hours.`)
};

const si_quote_success_text = /** @type {(inputs: Quote_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්තුතියි! පැය 24ක් ඇතුළත සවිස්තරාත්මක මිල ඇස්තමේන්තුවක් සමඟ අපි ඔබ හා සම්බන්ධ වන්නෙමු.`)
};

const ta_quote_success_text = /** @type {(inputs: Quote_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நன்றி! 24 மணி நேரத்திற்குள் விரிவான விலைமதிப்பீட்டுடன் உங்களைத் தொடர்புகொள்வோம்.`)
};

/**
* | output |
* | --- |
* | "Thank you! We'll get back to you with a detailed quote within 24 hours." |
*
* @param {Quote_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_success_text = /** @type {((inputs?: Quote_Success_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Success_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_success_text(inputs)
	if (locale === "ta") return ta_quote_success_text(inputs)
	return en_quote_success_text(inputs)
});