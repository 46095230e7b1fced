/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flideskId: NonNullable<unknown>, at: NonNullable<unknown> }} Mail_Codes_MadeInputs */

const en_mail_codes_made = /** @type {(inputs: Mail_Codes_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New recovery codes were made for your Fli DESK account ${i?.flideskId} on ${i?.at} (Sri Lanka time).`)
};

const si_mail_codes_made = /** @type {(inputs: Mail_Codes_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ගිණුම ${i?.flideskId} සඳහා ${i?.at} (ශ්‍රී ලංකා වේලාව) නව ප්‍රතිසාධන කේත සාදන ලදී.`)
};

const ta_mail_codes_made = /** @type {(inputs: Mail_Codes_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK கணக்கு ${i?.flideskId} க்கு ${i?.at} (இலங்கை நேரம்) அன்று புதிய மீட்புக் குறியீடுகள் உருவாக்கப்பட்டன.`)
};

/**
* | output |
* | --- |
* | "New recovery codes were made for your Fli DESK account {flideskId} on {at} (Sri Lanka time)." |
*
* @param {Mail_Codes_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_codes_made = /** @type {((inputs: Mail_Codes_MadeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Codes_MadeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_codes_made(inputs)
	if (locale === "ta") return ta_mail_codes_made(inputs)
	return en_mail_codes_made(inputs)
});