/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Onboarding_Draft_AskedInputs */

const en_mail_onboarding_draft_asked = /** @type {(inputs: Mail_Onboarding_Draft_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You asked for a link to continue your Fli Digital onboarding where you left off.`)
};

const si_mail_onboarding_draft_asked = /** @type {(inputs: Mail_Onboarding_Draft_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ නතර කළ තැන සිට Fli Digital ආරම්භක පියවර දිගටම කරගෙන යාමට සබැඳියක් ඉල්ලා සිටියා.`)
};

const ta_mail_onboarding_draft_asked = /** @type {(inputs: Mail_Onboarding_Draft_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital தொடக்கப் படிகளை நீங்கள் நிறுத்திய இடத்திலிருந்து தொடர ஓர் இணைப்பைக் கேட்டிருந்தீர்கள்.`)
};

/**
* | output |
* | --- |
* | "You asked for a link to continue your Fli Digital onboarding where you left off." |
*
* @param {Mail_Onboarding_Draft_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_asked = /** @type {((inputs?: Mail_Onboarding_Draft_AskedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Onboarding_Draft_AskedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_onboarding_draft_asked(inputs)
	if (locale === "ta") return ta_mail_onboarding_draft_asked(inputs)
	return en_mail_onboarding_draft_asked(inputs)
});