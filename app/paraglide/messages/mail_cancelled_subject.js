/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Mail_Cancelled_SubjectInputs */

const en_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscription cancelled: ${i?.plan}`)
};

const si_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දායකත්වය අවලංගු විය: ${i?.plan}`)
};

const ta_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`சந்தா ரத்து செய்யப்பட்டது: ${i?.plan}`)
};

/**
* | output |
* | --- |
* | "Subscription cancelled: {plan}" |
*
* @param {Mail_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_subject = /** @type {((inputs: Mail_Cancelled_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_cancelled_subject(inputs)
	if (locale === "ta") return ta_mail_cancelled_subject(inputs)
	return en_mail_cancelled_subject(inputs)
});