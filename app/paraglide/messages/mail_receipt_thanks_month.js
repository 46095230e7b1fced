/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, planName: NonNullable<unknown>, service: NonNullable<unknown> }} Mail_Receipt_Thanks_MonthInputs */

const en_mail_receipt_thanks_month = /** @type {(inputs: Mail_Receipt_Thanks_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you: we received your payment of ${i?.amount} for the ${i?.planName} ${i?.service} plan (billed per month).`)
};

const si_mail_receipt_thanks_month = /** @type {(inputs: Mail_Receipt_Thanks_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ස්තූතියි: ${i?.planName} ${i?.service} සැලැස්ම සඳහා ඔබේ ${i?.amount} ගෙවීම අපට ලැබුණි (මාසිකව අය කෙරේ).`)
};

const ta_mail_receipt_thanks_month = /** @type {(inputs: Mail_Receipt_Thanks_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`நன்றி: ${i?.planName} ${i?.service} திட்டத்திற்கான உங்கள் ${i?.amount} கட்டணத்தைப் பெற்றோம் (மாதந்தோறும் வசூலிக்கப்படும்).`)
};

/**
* | output |
* | --- |
* | "Thank you: we received your payment of {amount} for the {planName} {service} plan (billed per month)." |
*
* @param {Mail_Receipt_Thanks_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_receipt_thanks_month = /** @type {((inputs: Mail_Receipt_Thanks_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_Thanks_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_receipt_thanks_month(inputs)
	if (locale === "ta") return ta_mail_receipt_thanks_month(inputs)
	return en_mail_receipt_thanks_month(inputs)
});