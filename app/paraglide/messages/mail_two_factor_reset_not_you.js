/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Two_Factor_Reset_Not_YouInputs */

const en_mail_two_factor_reset_not_you = /** @type {(inputs: Mail_Two_Factor_Reset_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, tell us at once and change your password.`)
};

const si_mail_two_factor_reset_not_you = /** @type {(inputs: Mail_Two_Factor_Reset_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ මෙය ඉල්ලුවේ නැත්නම්, වහාම අපට දන්වා ඔබේ මුරපදය වෙනස් කරන්න.`)
};

const ta_mail_two_factor_reset_not_you = /** @type {(inputs: Mail_Two_Factor_Reset_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதை நீங்கள் கோரவில்லை என்றால், உடனே எங்களுக்குத் தெரிவித்து உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, tell us at once and change your password." |
*
* @param {Mail_Two_Factor_Reset_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_not_you = /** @type {((inputs?: Mail_Two_Factor_Reset_Not_YouInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Reset_Not_YouInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_two_factor_reset_not_you(inputs)
	if (locale === "ta") return ta_mail_two_factor_reset_not_you(inputs)
	return en_mail_two_factor_reset_not_you(inputs)
});