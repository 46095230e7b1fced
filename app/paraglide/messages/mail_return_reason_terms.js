/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Return_Reason_TermsInputs */

const en_mail_return_reason_terms = /** @type {(inputs: Mail_Return_Reason_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment's terms did not match the order, so it is refunded in full`)
};

const si_mail_return_reason_terms = /** @type {(inputs: Mail_Return_Reason_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීමේ කොන්දේසි ඇණවුමට නොගැළපුණු බැවින්, එය සම්පූර්ණයෙන්ම ආපසු ගෙවනු ලැබේ`)
};

const ta_mail_return_reason_terms = /** @type {(inputs: Mail_Return_Reason_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணத்தின் நிபந்தனைகள் ஆர்டருடன் பொருந்தவில்லை, எனவே அது முழுமையாகத் திருப்பி அளிக்கப்படுகிறது`)
};

/**
* | output |
* | --- |
* | "The payment's terms did not match the order, so it is refunded in full" |
*
* @param {Mail_Return_Reason_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_reason_terms = /** @type {((inputs?: Mail_Return_Reason_TermsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_Reason_TermsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_reason_terms(inputs)
	if (locale === "ta") return ta_mail_return_reason_terms(inputs)
	return en_mail_return_reason_terms(inputs)
});