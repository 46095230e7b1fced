/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Mail_Support_Received_SubjectInputs */

const en_mail_support_received_subject = /** @type {(inputs: Mail_Support_Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your support request ${i?.reference}`)
};

const si_mail_support_received_subject = /** @type {(inputs: Mail_Support_Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ සහාය ඉල්ලීම ${i?.reference} අපට ලැබුණි`)
};

const ta_mail_support_received_subject = /** @type {(inputs: Mail_Support_Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் உதவிக் கோரிக்கை ${i?.reference} எங்களுக்குக் கிடைத்தது`)
};

/**
* | output |
* | --- |
* | "We received your support request {reference}" |
*
* @param {Mail_Support_Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_support_received_subject = /** @type {((inputs: Mail_Support_Received_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Support_Received_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_support_received_subject(inputs)
	if (locale === "ta") return ta_mail_support_received_subject(inputs)
	return en_mail_support_received_subject(inputs)
});