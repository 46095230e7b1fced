/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Email_RequiredInputs */

const en_quote_email_required = /** @type {(inputs: Quote_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address`)
};

const si_quote_email_required = /** @type {(inputs: Quote_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ ඊමේල් ලිපිනය ඇතුළත් කරන්න`)
};

const ta_quote_email_required = /** @type {(inputs: Quote_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்`)
};

/**
* | output |
* | --- |
* | "Please enter your email address" |
*
* @param {Quote_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_email_required = /** @type {((inputs?: Quote_Email_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Email_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_email_required(inputs)
	if (locale === "ta") return ta_quote_email_required(inputs)
	return en_quote_email_required(inputs)
});