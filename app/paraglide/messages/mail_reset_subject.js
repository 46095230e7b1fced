/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_SubjectInputs */

const en_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new Fli DESK password`)
};

const si_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව Fli DESK මුරපදයක් සකසන්න`)
};

const ta_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய Fli DESK கடவுச்சொல்லை அமையுங்கள்`)
};

/**
* | output |
* | --- |
* | "Set a new Fli DESK password" |
*
* @param {Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_reset_subject = /** @type {((inputs?: Mail_Reset_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_reset_subject(inputs)
	if (locale === "ta") return ta_mail_reset_subject(inputs)
	return en_mail_reset_subject(inputs)
});