/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Mail_Report_SubjectInputs */

const en_mail_report_subject = /** @type {(inputs: Mail_Report_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your monthly report: ${i?.month}`)
};

const si_mail_report_subject = /** @type {(inputs: Mail_Report_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ මාසික වාර්තාව: ${i?.month}`)
};

const ta_mail_report_subject = /** @type {(inputs: Mail_Report_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் மாதாந்திர அறிக்கை: ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Your monthly report: {month}" |
*
* @param {Mail_Report_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_subject = /** @type {((inputs: Mail_Report_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Report_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_report_subject(inputs)
	if (locale === "ta") return ta_mail_report_subject(inputs)
	return en_mail_report_subject(inputs)
});