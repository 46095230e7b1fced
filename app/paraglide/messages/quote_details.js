/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_DetailsInputs */

const en_quote_details = /** @type {(inputs: Quote_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project Details`)
};

const si_quote_details = /** @type {(inputs: Quote_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති විස්තර`)
};

const ta_quote_details = /** @type {(inputs: Quote_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்ட விவரங்கள்`)
};

/**
* | output |
* | --- |
* | "Project Details" |
*
* @param {Quote_DetailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_details = /** @type {((inputs?: Quote_DetailsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_DetailsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_details(inputs)
	if (locale === "ta") return ta_quote_details(inputs)
	return en_quote_details(inputs)
});