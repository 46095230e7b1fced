/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_EmailInputs */

const en_quote_email = /** @type {(inputs: Quote_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Address *`)
};

const si_quote_email = /** @type {(inputs: Quote_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් ලිපිනය *`)
};

const ta_quote_email = /** @type {(inputs: Quote_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் முகவரி *`)
};

/**
* | output |
* | --- |
* | "Email Address *" |
*
* @param {Quote_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_email = /** @type {((inputs?: Quote_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_email(inputs)
	if (locale === "ta") return ta_quote_email(inputs)
	return en_quote_email(inputs)
});