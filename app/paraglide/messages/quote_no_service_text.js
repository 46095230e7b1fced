/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_No_Service_TextInputs */

const en_quote_no_service_text = /** @type {(inputs: Quote_No_Service_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need to select at least one service to proceed.`)
};

const si_quote_no_service_text = /** @type {(inputs: Quote_No_Service_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉදිරියට යාමට අවම වශයෙන් එක් සේවාවක් තෝරාගත යුතුය.`)
};

const ta_quote_no_service_text = /** @type {(inputs: Quote_No_Service_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர, குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுக்க வேண்டும்.`)
};

/**
* | output |
* | --- |
* | "You need to select at least one service to proceed." |
*
* @param {Quote_No_Service_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_no_service_text = /** @type {((inputs?: Quote_No_Service_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_No_Service_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_no_service_text(inputs)
	if (locale === "ta") return ta_quote_no_service_text(inputs)
	return en_quote_no_service_text(inputs)
});