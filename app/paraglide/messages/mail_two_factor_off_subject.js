/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Two_Factor_Off_SubjectInputs */

const en_mail_two_factor_off_subject = /** @type {(inputs: Mail_Two_Factor_Off_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is off`)
};

const si_mail_two_factor_off_subject = /** @type {(inputs: Mail_Two_Factor_Off_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පිවිසුම අක්‍රියයි`)
};

const ta_mail_two_factor_off_subject = /** @type {(inputs: Mail_Two_Factor_Off_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு நிறுத்தப்பட்டுள்ளது`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in is off" |
*
* @param {Mail_Two_Factor_Off_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_off_subject = /** @type {((inputs?: Mail_Two_Factor_Off_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Off_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_two_factor_off_subject(inputs)
	if (locale === "ta") return ta_mail_two_factor_off_subject(inputs)
	return en_mail_two_factor_off_subject(inputs)
});