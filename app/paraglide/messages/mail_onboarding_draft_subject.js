/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Onboarding_Draft_SubjectInputs */

const en_mail_onboarding_draft_subject = /** @type {(inputs: Mail_Onboarding_Draft_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue your Fli Digital onboarding`)
};

const si_mail_onboarding_draft_subject = /** @type {(inputs: Mail_Onboarding_Draft_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli Digital ආරම්භක පියවර දිගටම කරගෙන යන්න`)
};

const ta_mail_onboarding_draft_subject = /** @type {(inputs: Mail_Onboarding_Draft_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli Digital தொடக்கப் படிகளைத் தொடருங்கள்`)
};

/**
* | output |
* | --- |
* | "Continue your Fli Digital onboarding" |
*
* @param {Mail_Onboarding_Draft_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_subject = /** @type {((inputs?: Mail_Onboarding_Draft_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Onboarding_Draft_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_onboarding_draft_subject(inputs)
	if (locale === "ta") return ta_mail_onboarding_draft_subject(inputs)
	return en_mail_onboarding_draft_subject(inputs)
});