/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Receipt_AttachedInputs */

const en_mail_receipt_attached = /** @type {(inputs: Mail_Receipt_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your receipt ${i?.number} is attached. All your receipts are on the Billing tab of your Fli DESK:`)
};

const si_mail_receipt_attached = /** @type {(inputs: Mail_Receipt_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ රිසිට්පත ${i?.number} මෙයට අමුණා ඇත. ඔබේ සියලු රිසිට්පත් ඔබේ Fli DESK හි බිල්පත් ටැබයේ ඇත:`)
};

const ta_mail_receipt_attached = /** @type {(inputs: Mail_Receipt_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ரசீது ${i?.number} இணைக்கப்பட்டுள்ளது. உங்கள் எல்லா ரசீதுகளும் உங்கள் Fli DESK இன் கட்டணப் பகுதியில் உள்ளன:`)
};

/**
* | output |
* | --- |
* | "Your receipt {number} is attached. All your receipts are on the Billing tab of your Fli DESK:" |
*
* @param {Mail_Receipt_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_receipt_attached = /** @type {((inputs: Mail_Receipt_AttachedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_AttachedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_receipt_attached(inputs)
	if (locale === "ta") return ta_mail_receipt_attached(inputs)
	return en_mail_receipt_attached(inputs)
});