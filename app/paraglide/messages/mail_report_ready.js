/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Report_ReadyInputs */

const en_mail_report_ready = /** @type {(inputs: Mail_Report_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your report for ${i?.month}${i?.business} is ready: posts delivered, approvals, traffic, work on your projects and what is planned next month.`)
};

const si_mail_report_ready = /** @type {(inputs: Mail_Report_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month}${i?.business} සඳහා ඔබේ වාර්තාව සූදානම්: ලබා දුන් පළකිරීම්, අනුමැතිය, පැමිණීම්, ඔබේ ව්‍යාපෘතිවල වැඩ සහ ලබන මාසයට සැලසුම් කළ දේ.`)
};

const ta_mail_report_ready = /** @type {(inputs: Mail_Report_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month}${i?.business} மாதத்துக்கான உங்கள் அறிக்கை தயார்: வழங்கிய பதிவுகள், ஒப்புதல்கள், வருகை, உங்கள் திட்டங்களின் பணிகள் மற்றும் அடுத்த மாதத்துக்குத் திட்டமிட்டவை.`)
};

/**
* | output |
* | --- |
* | "Your report for {month}{business} is ready: posts delivered, approvals, traffic, work on your projects and what is planned next month." |
*
* @param {Mail_Report_ReadyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_ready = /** @type {((inputs: Mail_Report_ReadyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Report_ReadyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_report_ready(inputs)
	if (locale === "ta") return ta_mail_report_ready(inputs)
	return en_mail_report_ready(inputs)
});