/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Email_Changed_Not_YouInputs */

const en_mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not make this change, reply to this mail or contact support at once.`)
};

const si_mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම වෙනස ඔබ නොකළේ නම්, වහාම මෙම තැපෑලට පිළිතුරු දෙන්න හෝ සහාය අමතන්න.`)
};

const ta_mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாற்றத்தை நீங்கள் செய்யவில்லை என்றால், உடனே இந்த மின்னஞ்சலுக்குப் பதிலளியுங்கள் அல்லது உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.`)
};

/**
* | output |
* | --- |
* | "If you did not make this change, reply to this mail or contact support at once." |
*
* @param {Mail_Email_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_not_you = /** @type {((inputs?: Mail_Email_Changed_Not_YouInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_Not_YouInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_email_changed_not_you(inputs)
	if (locale === "ta") return ta_mail_email_changed_not_you(inputs)
	return en_mail_email_changed_not_you(inputs)
});