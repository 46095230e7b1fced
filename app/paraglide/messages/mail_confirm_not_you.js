/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirm_Not_YouInputs */

const en_mail_confirm_not_you = /** @type {(inputs: Mail_Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, ignore this mail: nothing changes.`)
};

const si_mail_confirm_not_you = /** @type {(inputs: Mail_Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එය ඔබ නොවේ නම්, මෙම තැපෑල නොසලකා හරින්න: කිසිවක් වෙනස් නොවේ.`)
};

const ta_mail_confirm_not_you = /** @type {(inputs: Mail_Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இது நீங்கள் இல்லையெனில், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: எதுவும் மாறாது.`)
};

/**
* | output |
* | --- |
* | "If it was not you, ignore this mail: nothing changes." |
*
* @param {Mail_Confirm_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_not_you = /** @type {((inputs?: Mail_Confirm_Not_YouInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_Not_YouInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_confirm_not_you(inputs)
	if (locale === "ta") return ta_mail_confirm_not_you(inputs)
	return en_mail_confirm_not_you(inputs)
});