/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Report_AllInputs */

const en_mail_report_all = /** @type {(inputs: Mail_Report_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All your reports are on the Analytics tab of your Fli DESK: ${i?.link}`)
};

const si_mail_report_all = /** @type {(inputs: Mail_Report_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ සියලු වාර්තා ඔබේ Fli DESK හි විශ්ලේෂණ පටිත්තේ ඇත: ${i?.link}`)
};

const ta_mail_report_all = /** @type {(inputs: Mail_Report_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் எல்லா அறிக்கைகளும் உங்கள் Fli DESK இன் பகுப்பாய்வுப் பிரிவில் உள்ளன: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "All your reports are on the Analytics tab of your Fli DESK: {link}" |
*
* @param {Mail_Report_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_all = /** @type {((inputs: Mail_Report_AllInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Report_AllInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_report_all(inputs)
	if (locale === "ta") return ta_mail_report_all(inputs)
	return en_mail_report_all(inputs)
});