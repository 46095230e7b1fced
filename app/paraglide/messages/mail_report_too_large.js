/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Report_Too_LargeInputs */

const en_mail_report_too_large = /** @type {(inputs: Mail_Report_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The report is too large to attach. Download it here: ${i?.link}`)
};

const si_mail_report_too_large = /** @type {(inputs: Mail_Report_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`වාර්තාව ඇමිණීමට තරම් විශාලය. එය මෙතැනින් බාගන්න: ${i?.link}`)
};

const ta_mail_report_too_large = /** @type {(inputs: Mail_Report_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அறிக்கை இணைக்க முடியாத அளவுக்குப் பெரியது. இங்கே பதிவிறக்குங்கள்: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "The report is too large to attach. Download it here: {link}" |
*
* @param {Mail_Report_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_too_large = /** @type {((inputs: Mail_Report_Too_LargeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Report_Too_LargeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_report_too_large(inputs)
	if (locale === "ta") return ta_mail_report_too_large(inputs)
	return en_mail_report_too_large(inputs)
});