/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirm_SubjectInputs */

const en_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new Fli DESK email address`)
};

const si_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නව Fli DESK ඊමේල් ලිපිනය තහවුරු කරන්න`)
};

const ta_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் புதிய Fli DESK மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்`)
};

/**
* | output |
* | --- |
* | "Confirm your new Fli DESK email address" |
*
* @param {Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_subject = /** @type {((inputs?: Mail_Confirm_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_confirm_subject(inputs)
	if (locale === "ta") return ta_mail_confirm_subject(inputs)
	return en_mail_confirm_subject(inputs)
});