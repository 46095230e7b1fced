/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Mail_Support_Subject_LineInputs */

const en_mail_support_subject_line = /** @type {(inputs: Mail_Support_Subject_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subject: ${i?.subject}`)
};

const si_mail_support_subject_line = /** @type {(inputs: Mail_Support_Subject_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මාතෘකාව: ${i?.subject}`)
};

const ta_mail_support_subject_line = /** @type {(inputs: Mail_Support_Subject_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பொருள்: ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "Subject: {subject}" |
*
* @param {Mail_Support_Subject_LineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_support_subject_line = /** @type {((inputs: Mail_Support_Subject_LineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Support_Subject_LineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_support_subject_line(inputs)
	if (locale === "ta") return ta_mail_support_subject_line(inputs)
	return en_mail_support_subject_line(inputs)
});