/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Mail_Failed_SubjectInputs */

const en_mail_failed_subject = /** @type {(inputs: Mail_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment failed: ${i?.plan}`)
};

const si_mail_failed_subject = /** @type {(inputs: Mail_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ගෙවීම අසාර්ථකයි: ${i?.plan}`)
};

const ta_mail_failed_subject = /** @type {(inputs: Mail_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கட்டணம் தோல்வியடைந்தது: ${i?.plan}`)
};

/**
* | output |
* | --- |
* | "Payment failed: {plan}" |
*
* @param {Mail_Failed_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_subject = /** @type {((inputs: Mail_Failed_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Failed_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_failed_subject(inputs)
	if (locale === "ta") return ta_mail_failed_subject(inputs)
	return en_mail_failed_subject(inputs)
});