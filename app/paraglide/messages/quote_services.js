/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_ServicesInputs */

const en_quote_services = /** @type {(inputs: Quote_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services you need *`)
};

const si_quote_services = /** @type {(inputs: Quote_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට අවශ්‍ය සේවා *`)
};

const ta_quote_services = /** @type {(inputs: Quote_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்குத் தேவையான சேவைகள் *`)
};

/**
* | output |
* | --- |
* | "Services you need *" |
*
* @param {Quote_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_services = /** @type {((inputs?: Quote_ServicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_ServicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_services(inputs)
	if (locale === "ta") return ta_quote_services(inputs)
	return en_quote_services(inputs)
});