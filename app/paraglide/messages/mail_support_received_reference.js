/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Mail_Support_Received_ReferenceInputs */

const en_mail_support_received_reference = /** @type {(inputs: Mail_Support_Received_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your reference number is ${i?.reference}: please quote it when you write to us about this request.`)
};

const si_mail_support_received_reference = /** @type {(inputs: Mail_Support_Received_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ යොමු අංකය ${i?.reference} වේ: මෙම ඉල්ලීම ගැන අපට ලියන විට කරුණාකර එය සඳහන් කරන්න.`)
};

const ta_mail_support_received_reference = /** @type {(inputs: Mail_Support_Received_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் குறிப்பு எண் ${i?.reference}: இந்தக் கோரிக்கை பற்றி எங்களுக்கு எழுதும்போது தயவுசெய்து அதைக் குறிப்பிடுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Your reference number is {reference}: please quote it when you write to us about this request." |
*
* @param {Mail_Support_Received_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_support_received_reference = /** @type {((inputs: Mail_Support_Received_ReferenceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Support_Received_ReferenceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_support_received_reference(inputs)
	if (locale === "ta") return ta_mail_support_received_reference(inputs)
	return en_mail_support_received_reference(inputs)
});