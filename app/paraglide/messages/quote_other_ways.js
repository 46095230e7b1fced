/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Other_WaysInputs */

const en_quote_other_ways = /** @type {(inputs: Quote_Other_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other ways to reach us`)
};

const si_quote_other_ways = /** @type {(inputs: Quote_Other_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප හා සම්බන්ධ වීමට වෙනත් ක්‍රම`)
};

const ta_quote_other_ways = /** @type {(inputs: Quote_Other_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைத் தொடர்புகொள்ள பிற வழிகள்`)
};

/**
* | output |
* | --- |
* | "Other ways to reach us" |
*
* @param {Quote_Other_WaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_other_ways = /** @type {((inputs?: Quote_Other_WaysInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Other_WaysInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_other_ways(inputs)
	if (locale === "ta") return ta_quote_other_ways(inputs)
	return en_quote_other_ways(inputs)
});