/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Details_PlaceholderInputs */

const en_quote_details_placeholder = /** @type {(inputs: Quote_Details_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your goals, audience and deadlines`)
};

const si_quote_details_placeholder = /** @type {(inputs: Quote_Details_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ඉලක්ක, ඉලක්කගත පිරිස සහ නියමිත දින ගැන අපට කියන්න`)
};

const ta_quote_details_placeholder = /** @type {(inputs: Quote_Details_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் இலக்குகள், பார்வையாளர்கள், காலக்கெடு பற்றிச் சொல்லுங்கள்`)
};

/**
* | output |
* | --- |
* | "Tell us about your goals, audience and deadlines" |
*
* @param {Quote_Details_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_details_placeholder = /** @type {((inputs?: Quote_Details_PlaceholderInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Details_PlaceholderInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_details_placeholder(inputs)
	if (locale === "ta") return ta_quote_details_placeholder(inputs)
	return en_quote_details_placeholder(inputs)
});