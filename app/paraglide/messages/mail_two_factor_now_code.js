/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Two_Factor_Now_CodeInputs */

const en_mail_two_factor_now_code = /** @type {(inputs: Mail_Two_Factor_Now_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in now asks for a code from your authenticator app after the password.`)
};

const si_mail_two_factor_now_code = /** @type {(inputs: Mail_Two_Factor_Now_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන් පිවිසීමේදී මුරපදයට පසු ඔබේ සත්‍යාපන යෙදුමෙන් කේතයක් ඉල්ලනු ලැබේ.`)
};

const ta_mail_two_factor_now_code = /** @type {(inputs: Mail_Two_Factor_Now_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இனி உள்நுழையும்போது கடவுச்சொல்லுக்குப் பிறகு உங்கள் அங்கீகரிப்புச் செயலியின் குறியீடு கேட்கப்படும்.`)
};

/**
* | output |
* | --- |
* | "Signing in now asks for a code from your authenticator app after the password." |
*
* @param {Mail_Two_Factor_Now_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_now_code = /** @type {((inputs?: Mail_Two_Factor_Now_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Now_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_two_factor_now_code(inputs)
	if (locale === "ta") return ta_mail_two_factor_now_code(inputs)
	return en_mail_two_factor_now_code(inputs)
});