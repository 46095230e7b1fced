/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Mail_Email_Changed_NowInputs */

const en_mail_email_changed_now = /** @type {(inputs: Mail_Email_Changed_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The email address of your Fli DESK account is now ${i?.email}.`)
};

const si_mail_email_changed_now = /** @type {(inputs: Mail_Email_Changed_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ගිණුමේ ඊමේල් ලිපිනය දැන් ${i?.email} වේ.`)
};

const ta_mail_email_changed_now = /** @type {(inputs: Mail_Email_Changed_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK கணக்கின் மின்னஞ்சல் முகவரி இப்போது ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "The email address of your Fli DESK account is now {email}." |
*
* @param {Mail_Email_Changed_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_now = /** @type {((inputs: Mail_Email_Changed_NowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_NowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_email_changed_now(inputs)
	if (locale === "ta") return ta_mail_email_changed_now(inputs)
	return en_mail_email_changed_now(inputs)
});