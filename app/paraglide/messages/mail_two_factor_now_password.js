/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Two_Factor_Now_PasswordInputs */

const en_mail_two_factor_now_password = /** @type {(inputs: Mail_Two_Factor_Now_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in now asks for the password only.`)
};

const si_mail_two_factor_now_password = /** @type {(inputs: Mail_Two_Factor_Now_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන් පිවිසීමේදී මුරපදය පමණක් ඉල්ලනු ලැබේ.`)
};

const ta_mail_two_factor_now_password = /** @type {(inputs: Mail_Two_Factor_Now_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இனி உள்நுழையும்போது கடவுச்சொல் மட்டுமே கேட்கப்படும்.`)
};

/**
* | output |
* | --- |
* | "Signing in now asks for the password only." |
*
* @param {Mail_Two_Factor_Now_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_now_password = /** @type {((inputs?: Mail_Two_Factor_Now_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Now_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_two_factor_now_password(inputs)
	if (locale === "ta") return ta_mail_two_factor_now_password(inputs)
	return en_mail_two_factor_now_password(inputs)
});