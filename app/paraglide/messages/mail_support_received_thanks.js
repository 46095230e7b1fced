/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Support_Received_ThanksInputs */

const en_mail_support_received_thanks = /** @type {(inputs: Mail_Support_Received_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Our support team will get back to you within 4 hours.`)
};

const si_mail_support_received_thanks = /** @type {(inputs: Mail_Support_Received_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්තූතියි! අපගේ සහාය කණ්ඩායම පැය 4ක් ඇතුළත ඔබට පිළිතුරු දෙනු ඇත.`)
};

const ta_mail_support_received_thanks = /** @type {(inputs: Mail_Support_Received_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நன்றி! எங்கள் உதவிக் குழு 4 மணி நேரத்துக்குள் உங்களைத் தொடர்புகொள்ளும்.`)
};

/**
* | output |
* | --- |
* | "Thank you! Our support team will get back to you within 4 hours." |
*
* @param {Mail_Support_Received_ThanksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_support_received_thanks = /** @type {((inputs?: Mail_Support_Received_ThanksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Support_Received_ThanksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_support_received_thanks(inputs)
	if (locale === "ta") return ta_mail_support_received_thanks(inputs)
	return en_mail_support_received_thanks(inputs)
});