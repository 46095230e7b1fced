/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Success_TitleInputs */

const en_quote_success_title = /** @type {(inputs: Quote_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote Request Submitted!`)
};

const si_quote_success_title = /** @type {(inputs: Quote_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල ඇස්තමේන්තු ඉල්ලීම ලැබුණා!`)
};

const ta_quote_success_title = /** @type {(inputs: Quote_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலைமதிப்பீட்டுக் கோரிக்கை சமர்ப்பிக்கப்பட்டது!`)
};

/**
* | output |
* | --- |
* | "Quote Request Submitted!" |
*
* @param {Quote_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_success_title = /** @type {((inputs?: Quote_Success_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Success_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_success_title(inputs)
	if (locale === "ta") return ta_quote_success_title(inputs)
	return en_quote_success_title(inputs)
});