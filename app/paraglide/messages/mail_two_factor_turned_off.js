/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flideskId: NonNullable<unknown>, at: NonNullable<unknown> }} Mail_Two_Factor_Turned_OffInputs */

const en_mail_two_factor_turned_off = /** @type {(inputs: Mail_Two_Factor_Turned_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in was turned off for your Fli DESK account ${i?.flideskId} on ${i?.at} (Sri Lanka time).`)
};

const si_mail_two_factor_turned_off = /** @type {(inputs: Mail_Two_Factor_Turned_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ගිණුම ${i?.flideskId} සඳහා ද්වි-සාධක පිවිසුම ${i?.at} (ශ්‍රී ලංකා වේලාව) අක්‍රිය කරන ලදී.`)
};

const ta_mail_two_factor_turned_off = /** @type {(inputs: Mail_Two_Factor_Turned_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK கணக்கு ${i?.flideskId} க்கு இரு-படி உள்நுழைவு ${i?.at} (இலங்கை நேரம்) அன்று நிறுத்தப்பட்டது.`)
};

/**
* | output |
* | --- |
* | "Two-factor sign-in was turned off for your Fli DESK account {flideskId} on {at} (Sri Lanka time)." |
*
* @param {Mail_Two_Factor_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_turned_off = /** @type {((inputs: Mail_Two_Factor_Turned_OffInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Turned_OffInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_two_factor_turned_off(inputs)
	if (locale === "ta") return ta_mail_two_factor_turned_off(inputs)
	return en_mail_two_factor_turned_off(inputs)
});