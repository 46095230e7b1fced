/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Refund_Credit_NoteInputs */

const en_mail_refund_credit_note = /** @type {(inputs: Mail_Refund_Credit_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your credit note ${i?.number} is attached.`)
};

const si_mail_refund_credit_note = /** @type {(inputs: Mail_Refund_Credit_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ බැර සටහන ${i?.number} මෙයට අමුණා ඇත.`)
};

const ta_mail_refund_credit_note = /** @type {(inputs: Mail_Refund_Credit_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் வரவுக் குறிப்பு ${i?.number} இணைக்கப்பட்டுள்ளது.`)
};

/**
* | output |
* | --- |
* | "Your credit note {number} is attached." |
*
* @param {Mail_Refund_Credit_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_credit_note = /** @type {((inputs: Mail_Refund_Credit_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_Credit_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_credit_note(inputs)
	if (locale === "ta") return ta_mail_refund_credit_note(inputs)
	return en_mail_refund_credit_note(inputs)
});