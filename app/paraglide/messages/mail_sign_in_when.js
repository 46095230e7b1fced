/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Mail_Sign_In_WhenInputs */

const en_mail_sign_in_when = /** @type {(inputs: Mail_Sign_In_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When: ${i?.at} (Sri Lanka time)`)
};

const si_mail_sign_in_when = /** @type {(inputs: Mail_Sign_In_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`කවදා: ${i?.at} (ශ්‍රී ලංකා වේලාව)`)
};

const ta_mail_sign_in_when = /** @type {(inputs: Mail_Sign_In_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`எப்போது: ${i?.at} (இலங்கை நேரம்)`)
};

/**
* | output |
* | --- |
* | "When: {at} (Sri Lanka time)" |
*
* @param {Mail_Sign_In_WhenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_when = /** @type {((inputs: Mail_Sign_In_WhenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_WhenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_sign_in_when(inputs)
	if (locale === "ta") return ta_mail_sign_in_when(inputs)
	return en_mail_sign_in_when(inputs)
});