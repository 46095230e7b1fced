/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Email_Changed_SubjectInputs */

const en_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Fli DESK email address was changed`)
};

const si_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ඊමේල් ලිපිනය වෙනස් කර ඇත`)
};

const ta_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK மின்னஞ்சல் முகவரி மாற்றப்பட்டது`)
};

/**
* | output |
* | --- |
* | "Your Fli DESK email address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject = /** @type {((inputs?: Mail_Email_Changed_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_email_changed_subject(inputs)
	if (locale === "ta") return ta_mail_email_changed_subject(inputs)
	return en_mail_email_changed_subject(inputs)
});