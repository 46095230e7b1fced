/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Unknown_ServiceInputs */

const en_quote_unknown_service = /** @type {(inputs: Quote_Unknown_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown service`)
};

const si_quote_unknown_service = /** @type {(inputs: Quote_Unknown_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා සේවාවකි`)
};

const ta_quote_unknown_service = /** @type {(inputs: Quote_Unknown_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தெரியாத சேவை`)
};

/**
* | output |
* | --- |
* | "Unknown service" |
*
* @param {Quote_Unknown_ServiceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_unknown_service = /** @type {((inputs?: Quote_Unknown_ServiceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Unknown_ServiceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_unknown_service(inputs)
	if (locale === "ta") return ta_quote_unknown_service(inputs)
	return en_quote_unknown_service(inputs)
});