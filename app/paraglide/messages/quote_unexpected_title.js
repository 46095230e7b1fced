/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Unexpected_TitleInputs */

const en_quote_unexpected_title = /** @type {(inputs: Quote_Unexpected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const si_quote_unexpected_title = /** @type {(inputs: Quote_Unexpected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යමක් වැරදී ඇත`)
};

const ta_quote_unexpected_title = /** @type {(inputs: Quote_Unexpected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஏதோ தவறு நடந்துவிட்டது`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Quote_Unexpected_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_unexpected_title = /** @type {((inputs?: Quote_Unexpected_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Unexpected_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_unexpected_title(inputs)
	if (locale === "ta") return ta_quote_unexpected_title(inputs)
	return en_quote_unexpected_title(inputs)
});