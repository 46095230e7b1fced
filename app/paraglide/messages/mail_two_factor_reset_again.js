/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Two_Factor_Reset_AgainInputs */

const en_mail_two_factor_reset_again = /** @type {(inputs: Mail_Two_Factor_Reset_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signing in now asks for the password only. Set it up again from your profile: ${i?.link}`)
};

const si_mail_two_factor_reset_again = /** @type {(inputs: Mail_Two_Factor_Reset_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දැන් පිවිසීමේදී මුරපදය පමණක් ඉල්ලනු ලැබේ. ඔබේ පැතිකඩෙන් එය නැවත සකසන්න: ${i?.link}`)
};

const ta_mail_two_factor_reset_again = /** @type {(inputs: Mail_Two_Factor_Reset_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இனி உள்நுழையும்போது கடவுச்சொல் மட்டுமே கேட்கப்படும். உங்கள் சுயவிவரத்தில் அதை மீண்டும் அமையுங்கள்: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Signing in now asks for the password only. Set it up again from your profile: {link}" |
*
* @param {Mail_Two_Factor_Reset_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_again = /** @type {((inputs: Mail_Two_Factor_Reset_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Reset_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_two_factor_reset_again(inputs)
	if (locale === "ta") return ta_mail_two_factor_reset_again(inputs)
	return en_mail_two_factor_reset_again(inputs)
});