/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_EyebrowInputs */

const en_quote_eyebrow = /** @type {(inputs: Quote_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a quote`)
};

const si_quote_eyebrow = /** @type {(inputs: Quote_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල ඇස්තමේන්තුව`)
};

const ta_quote_eyebrow = /** @type {(inputs: Quote_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலைமதிப்பீடு`)
};

/**
* | output |
* | --- |
* | "Get a quote" |
*
* @param {Quote_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_eyebrow = /** @type {((inputs?: Quote_EyebrowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_EyebrowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_eyebrow(inputs)
	if (locale === "ta") return ta_quote_eyebrow(inputs)
	return en_quote_eyebrow(inputs)
});