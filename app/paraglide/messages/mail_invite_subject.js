/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invite_SubjectInputs */

const en_mail_invite_subject = /** @type {(inputs: Mail_Invite_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Fli DESK account`)
};

const si_mail_invite_subject = /** @type {(inputs: Mail_Invite_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ගිණුම`)
};

const ta_mail_invite_subject = /** @type {(inputs: Mail_Invite_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK கணக்கு`)
};

/**
* | output |
* | --- |
* | "Your Fli DESK account" |
*
* @param {Mail_Invite_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_invite_subject = /** @type {((inputs?: Mail_Invite_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_invite_subject(inputs)
	if (locale === "ta") return ta_mail_invite_subject(inputs)
	return en_mail_invite_subject(inputs)
});