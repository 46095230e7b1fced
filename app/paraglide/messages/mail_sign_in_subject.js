/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sign_In_SubjectInputs */

const en_mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New sign-in to your Fli DESK account`)
};

const si_mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ගිණුමට නව පිවිසුමක්`)
};

const ta_mail_sign_in_subject = /** @type {(inputs: Mail_Sign_In_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK கணக்கில் புதிய உள்நுழைவு`)
};

/**
* | output |
* | --- |
* | "New sign-in to your Fli DESK account" |
*
* @param {Mail_Sign_In_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_subject = /** @type {((inputs?: Mail_Sign_In_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_sign_in_subject(inputs)
	if (locale === "ta") return ta_mail_sign_in_subject(inputs)
	return en_mail_sign_in_subject(inputs)
});