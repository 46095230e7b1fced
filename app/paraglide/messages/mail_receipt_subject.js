/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Receipt_SubjectInputs */

const en_mail_receipt_subject = /** @type {(inputs: Mail_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment received: receipt ${i?.number}`)
};

const si_mail_receipt_subject = /** @type {(inputs: Mail_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ගෙවීම ලැබුණි: රිසිට්පත ${i?.number}`)
};

const ta_mail_receipt_subject = /** @type {(inputs: Mail_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கட்டணம் பெறப்பட்டது: ரசீது ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Payment received: receipt {number}" |
*
* @param {Mail_Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_receipt_subject = /** @type {((inputs: Mail_Receipt_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_receipt_subject(inputs)
	if (locale === "ta") return ta_mail_receipt_subject(inputs)
	return en_mail_receipt_subject(inputs)
});