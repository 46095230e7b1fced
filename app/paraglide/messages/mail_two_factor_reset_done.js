/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flideskId: NonNullable<unknown>, at: NonNullable<unknown> }} Mail_Two_Factor_Reset_DoneInputs */

const en_mail_two_factor_reset_done = /** @type {(inputs: Mail_Two_Factor_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An admin reset two-factor sign-in for your Fli DESK account ${i?.flideskId} on ${i?.at} (Sri Lanka time).`)
};

const si_mail_two_factor_reset_done = /** @type {(inputs: Mail_Two_Factor_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පරිපාලකයෙකු ඔබේ Fli DESK ගිණුම ${i?.flideskId} හි ද්වි-සාධක පිවිසුම ${i?.at} (ශ්‍රී ලංකා වේලාව) යළි සැකසීය.`)
};

const ta_mail_two_factor_reset_done = /** @type {(inputs: Mail_Two_Factor_Reset_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒரு நிர்வாகி உங்கள் Fli DESK கணக்கு ${i?.flideskId} இன் இரு-படி உள்நுழைவை ${i?.at} (இலங்கை நேரம்) அன்று மீட்டமைத்தார்.`)
};

/**
* | output |
* | --- |
* | "An admin reset two-factor sign-in for your Fli DESK account {flideskId} on {at} (Sri Lanka time)." |
*
* @param {Mail_Two_Factor_Reset_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_done = /** @type {((inputs: Mail_Two_Factor_Reset_DoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Reset_DoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_two_factor_reset_done(inputs)
	if (locale === "ta") return ta_mail_two_factor_reset_done(inputs)
	return en_mail_two_factor_reset_done(inputs)
});