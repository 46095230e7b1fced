/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Refund_SubjectInputs */

const en_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund issued: ${i?.amount}`)
};

const si_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවන ලදී: ${i?.amount}`)
};

const ta_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பணம் திருப்பி அளிக்கப்பட்டது: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Refund issued: {amount}" |
*
* @param {Mail_Refund_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_subject = /** @type {((inputs: Mail_Refund_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_subject(inputs)
	if (locale === "ta") return ta_mail_refund_subject(inputs)
	return en_mail_refund_subject(inputs)
});