/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Mail_Failed_Reminder_SubjectInputs */

const en_mail_failed_reminder_subject = /** @type {(inputs: Mail_Failed_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: your ${i?.plan} payment failed`)
};

const si_mail_failed_reminder_subject = /** @type {(inputs: Mail_Failed_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සිහිකැඳවීම: ඔබේ ${i?.plan} ගෙවීම අසාර්ථක විය`)
};

const ta_mail_failed_reminder_subject = /** @type {(inputs: Mail_Failed_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`நினைவூட்டல்: உங்கள் ${i?.plan} கட்டணம் தோல்வியடைந்தது`)
};

/**
* | output |
* | --- |
* | "Reminder: your {plan} payment failed" |
*
* @param {Mail_Failed_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_reminder_subject = /** @type {((inputs: Mail_Failed_Reminder_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Failed_Reminder_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_failed_reminder_subject(inputs)
	if (locale === "ta") return ta_mail_failed_reminder_subject(inputs)
	return en_mail_failed_reminder_subject(inputs)
});