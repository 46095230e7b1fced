/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flideskId: NonNullable<unknown> }} Mail_Sign_In_DoneInputs */

const en_mail_sign_in_done = /** @type {(inputs: Mail_Sign_In_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Fli DESK account ${i?.flideskId} was signed in to.`)
};

const si_mail_sign_in_done = /** @type {(inputs: Mail_Sign_In_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ගිණුම ${i?.flideskId} වෙත පිවිසුමක් සිදු විය.`)
};

const ta_mail_sign_in_done = /** @type {(inputs: Mail_Sign_In_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK கணக்கு ${i?.flideskId} இல் உள்நுழைவு நடந்தது.`)
};

/**
* | output |
* | --- |
* | "Your Fli DESK account {flideskId} was signed in to." |
*
* @param {Mail_Sign_In_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_done = /** @type {((inputs: Mail_Sign_In_DoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_In_DoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_sign_in_done(inputs)
	if (locale === "ta") return ta_mail_sign_in_done(inputs)
	return en_mail_sign_in_done(inputs)
});