/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_PhoneInputs */

const en_quote_phone = /** @type {(inputs: Quote_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const si_quote_phone = /** @type {(inputs: Quote_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරකථනය`)
};

const ta_quote_phone = /** @type {(inputs: Quote_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைபேசி`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Quote_PhoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_phone = /** @type {((inputs?: Quote_PhoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_PhoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_phone(inputs)
	if (locale === "ta") return ta_quote_phone(inputs)
	return en_quote_phone(inputs)
});