/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Mail_Ticket_Answer_ReferenceInputs */

const en_mail_ticket_answer_reference = /** @type {(inputs: Mail_Ticket_Answer_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your reference number is ${i?.reference}. To answer, reply to this mail or write to us quoting it.`)
};

const si_mail_ticket_answer_reference = /** @type {(inputs: Mail_Ticket_Answer_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ යොමු අංකය ${i?.reference} වේ. පිළිතුරු දීමට, මෙම තැපෑලට පිළිතුරු දෙන්න හෝ එය සඳහන් කර අපට ලියන්න.`)
};

const ta_mail_ticket_answer_reference = /** @type {(inputs: Mail_Ticket_Answer_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் குறிப்பு எண் ${i?.reference}. பதிலளிக்க, இந்த மின்னஞ்சலுக்குப் பதிலளியுங்கள் அல்லது அதைக் குறிப்பிட்டு எங்களுக்கு எழுதுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Your reference number is {reference}. To answer, reply to this mail or write to us quoting it." |
*
* @param {Mail_Ticket_Answer_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_ticket_answer_reference = /** @type {((inputs: Mail_Ticket_Answer_ReferenceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ticket_Answer_ReferenceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_ticket_answer_reference(inputs)
	if (locale === "ta") return ta_mail_ticket_answer_reference(inputs)
	return en_mail_ticket_answer_reference(inputs)
});