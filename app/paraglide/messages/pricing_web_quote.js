/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Web_QuoteInputs */

const en_pricing_web_quote = /** @type {(inputs: Pricing_Web_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a Web Development Quote`)
};

const si_pricing_web_quote = /** @type {(inputs: Pricing_Web_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙබ් සංවර්ධන මිල ඇස්තමේන්තුවක් ඉල්ලන්න`)
};

const ta_pricing_web_quote = /** @type {(inputs: Pricing_Web_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைய மேம்பாட்டு விலைமதிப்பீட்டைக் கோருங்கள்`)
};

/**
* | output |
* | --- |
* | "Request a Web Development Quote" |
*
* @param {Pricing_Web_QuoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_web_quote = /** @type {((inputs?: Pricing_Web_QuoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Web_QuoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_web_quote(inputs)
	if (locale === "ta") return ta_pricing_web_quote(inputs)
	return en_pricing_web_quote(inputs)
});