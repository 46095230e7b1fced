/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_No_ServiceInputs */

const en_quote_no_service = /** @type {(inputs: Quote_No_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select at least one service`)
};

const si_quote_no_service = /** @type {(inputs: Quote_No_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර අවම වශයෙන් එක් සේවාවක් තෝරන්න`)
};

const ta_quote_no_service = /** @type {(inputs: Quote_No_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுக்கவும்`)
};

/**
* | output |
* | --- |
* | "Please select at least one service" |
*
* @param {Quote_No_ServiceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_no_service = /** @type {((inputs?: Quote_No_ServiceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_No_ServiceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_no_service(inputs)
	if (locale === "ta") return ta_quote_no_service(inputs)
	return en_quote_no_service(inputs)
});