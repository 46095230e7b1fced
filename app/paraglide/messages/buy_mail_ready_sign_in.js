/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Buy_Mail_Ready_Sign_InInputs */

const en_buy_mail_ready_sign_in = /** @type {(inputs: Buy_Mail_Ready_Sign_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in at ${i?.url} with this ID and the password you chose during onboarding.`)
};

const si_buy_mail_ready_sign_in = /** @type {(inputs: Buy_Mail_Ready_Sign_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙම ID අංකය සහ ලියාපදිංචියේදී ඔබ තෝරාගත් මුරපදය සමඟ ${i?.url} හි පිවිසෙන්න.`)
};

const ta_buy_mail_ready_sign_in = /** @type {(inputs: Buy_Mail_Ready_Sign_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்த அடையாள எண்ணுடனும் பதிவுசெய்தலின்போது நீங்கள் தேர்ந்தெடுத்த கடவுச்சொல்லுடனும் ${i?.url} இல் உள்நுழையுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Sign in at {url} with this ID and the password you chose during onboarding." |
*
* @param {Buy_Mail_Ready_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_mail_ready_sign_in = /** @type {((inputs: Buy_Mail_Ready_Sign_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Mail_Ready_Sign_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_buy_mail_ready_sign_in(inputs)
	if (locale === "ta") return ta_buy_mail_ready_sign_in(inputs)
	return en_buy_mail_ready_sign_in(inputs)
});