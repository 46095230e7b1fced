/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown> }} Mail_Sign_In_RecoveryInputs */

const en_mail_sign_in_recovery = /** @type {(inputs: Mail_Sign_In_RecoveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A recovery code was used instead of the authenticator app: ${i?.left} left.`)
};

const si_mail_sign_in_recovery = /** @type {(inputs: Mail_Sign_In_RecoveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සත්‍යාපන යෙදුම වෙනුවට ප්‍රතිසාධන කේතයක් භාවිත කරන ලදී: ඉතිරි ${i?.left}යි.`)
};

const ta_mail_sign_in_recovery = /** @type {(inputs: Mail_Sign_In_RecoveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அங்கீகரிப்புச் செயலிக்குப் பதிலாக ஒரு மீட்புக் குறியீடு பயன்படுத்தப்பட்டது: இன்னும் ${i?.left} உள்ளன.`)
};

/**
* | output |
* | --- |
* | "A recovery code was used instead of the authenticator app: {left} left." |
*
* @param {Mail_Sign_In_RecoveryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_recovery = /** @type {((inputs: Mail_Sign_In_RecoveryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_RecoveryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_sign_in_recovery(inputs)
	if (locale === "ta") return ta_mail_sign_in_recovery(inputs)
	return en_mail_sign_in_recovery(inputs)
});