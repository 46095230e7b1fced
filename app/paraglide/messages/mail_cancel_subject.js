/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Mail_Cancel_SubjectInputs */

const en_mail_cancel_subject = /** @type {(inputs: Mail_Cancel_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancellation scheduled: ${i?.plan}`)
};

const si_mail_cancel_subject = /** @type {(inputs: Mail_Cancel_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අවලංගු කිරීම නියමිතයි: ${i?.plan}`)
};

const ta_mail_cancel_subject = /** @type {(inputs: Mail_Cancel_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ரத்து திட்டமிடப்பட்டது: ${i?.plan}`)
};

/**
* | output |
* | --- |
* | "Cancellation scheduled: {plan}" |
*
* @param {Mail_Cancel_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_subject = /** @type {((inputs: Mail_Cancel_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancel_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_cancel_subject(inputs)
	if (locale === "ta") return ta_mail_cancel_subject(inputs)
	return en_mail_cancel_subject(inputs)
});