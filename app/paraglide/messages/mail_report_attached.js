/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Report_AttachedInputs */

const en_mail_report_attached = /** @type {(inputs: Mail_Report_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report is attached as a PDF.`)
};

const si_mail_report_attached = /** @type {(inputs: Mail_Report_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්තාව PDF ගොනුවක් ලෙස අමුණා ඇත.`)
};

const ta_mail_report_attached = /** @type {(inputs: Mail_Report_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிக்கை PDF கோப்பாக இணைக்கப்பட்டுள்ளது.`)
};

/**
* | output |
* | --- |
* | "The report is attached as a PDF." |
*
* @param {Mail_Report_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_attached = /** @type {((inputs?: Mail_Report_AttachedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Report_AttachedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_report_attached(inputs)
	if (locale === "ta") return ta_mail_report_attached(inputs)
	return en_mail_report_attached(inputs)
});