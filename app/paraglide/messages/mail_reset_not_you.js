/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_Not_YouInputs */

const en_mail_reset_not_you = /** @type {(inputs: Mail_Reset_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, ignore this mail: your password stays as it is. Setting a new password signs out every device.`)
};

const si_mail_reset_not_you = /** @type {(inputs: Mail_Reset_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එය ඔබ නොවේ නම්, මෙම තැපෑල නොසලකා හරින්න: ඔබේ මුරපදය නොවෙනස්ව පවතී. නව මුරපදයක් සැකසීමෙන් සියලු උපාංග වලින් ඉවත් වේ.`)
};

const ta_mail_reset_not_you = /** @type {(inputs: Mail_Reset_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இது நீங்கள் இல்லையெனில், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது. புதிய கடவுச்சொல் அமைத்தால் எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்படுவீர்கள்.`)
};

/**
* | output |
* | --- |
* | "If it was not you, ignore this mail: your password stays as it is. Setting a new password signs out every device." |
*
* @param {Mail_Reset_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_reset_not_you = /** @type {((inputs?: Mail_Reset_Not_YouInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_Not_YouInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_reset_not_you(inputs)
	if (locale === "ta") return ta_mail_reset_not_you(inputs)
	return en_mail_reset_not_you(inputs)
});