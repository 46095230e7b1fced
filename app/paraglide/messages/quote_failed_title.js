/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Failed_TitleInputs */

const en_quote_failed_title = /** @type {(inputs: Quote_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error submitting quote request`)
};

const si_quote_failed_title = /** @type {(inputs: Quote_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල ඇස්තමේන්තු ඉල්ලීම යැවීමට නොහැකි විය`)
};

const ta_quote_failed_title = /** @type {(inputs: Quote_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலைமதிப்பீட்டுக் கோரிக்கையை அனுப்ப முடியவில்லை`)
};

/**
* | output |
* | --- |
* | "Error submitting quote request" |
*
* @param {Quote_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_failed_title = /** @type {((inputs?: Quote_Failed_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Failed_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_failed_title(inputs)
	if (locale === "ta") return ta_quote_failed_title(inputs)
	return en_quote_failed_title(inputs)
});