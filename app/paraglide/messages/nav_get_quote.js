/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Get_QuoteInputs */

const en_nav_get_quote = /** @type {(inputs: Nav_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a Quote`)
};

const si_nav_get_quote = /** @type {(inputs: Nav_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල ඇස්තමේන්තුවක් ගන්න`)
};

const ta_nav_get_quote = /** @type {(inputs: Nav_Get_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலைமதிப்பீடு பெறுங்கள்`)
};

/**
* | output |
* | --- |
* | "Get a Quote" |
*
* @param {Nav_Get_QuoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_get_quote = /** @type {((inputs?: Nav_Get_QuoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Get_QuoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_get_quote(inputs)
	if (locale === "ta") return ta_nav_get_quote(inputs)
	return en_nav_get_quote(inputs)
});