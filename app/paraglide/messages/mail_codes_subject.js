/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Codes_SubjectInputs */

const en_mail_codes_subject = /** @type {(inputs: Mail_Codes_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New recovery codes for two-factor sign-in`)
};

const si_mail_codes_subject = /** @type {(inputs: Mail_Codes_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පිවිසුම සඳහා නව ප්‍රතිසාධන කේත`)
};

const ta_mail_codes_subject = /** @type {(inputs: Mail_Codes_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவுக்குப் புதிய மீட்புக் குறியீடுகள்`)
};

/**
* | output |
* | --- |
* | "New recovery codes for two-factor sign-in" |
*
* @param {Mail_Codes_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_codes_subject = /** @type {((inputs?: Mail_Codes_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Codes_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_codes_subject(inputs)
	if (locale === "ta") return ta_mail_codes_subject(inputs)
	return en_mail_codes_subject(inputs)
});