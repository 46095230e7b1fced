/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flideskId: NonNullable<unknown> }} Mail_Reset_AskedInputs */

const en_mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, hopefully you, asked to set a new password for the Fli DESK account ${i?.flideskId}.`)
};

const si_mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fli DESK ගිණුම ${i?.flideskId} සඳහා නව මුරපදයක් සැකසීමට කෙනෙකු (බොහෝ විට ඔබ) ඉල්ලා ඇත.`)
};

const ta_mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fli DESK கணக்கு ${i?.flideskId} க்குப் புதிய கடவுச்சொல் அமைக்க ஒருவர் (பெரும்பாலும் நீங்கள்) கோரியுள்ளார்.`)
};

/**
* | output |
* | --- |
* | "Someone, hopefully you, asked to set a new password for the Fli DESK account {flideskId}." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked = /** @type {((inputs: Mail_Reset_AskedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_AskedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_reset_asked(inputs)
	if (locale === "ta") return ta_mail_reset_asked(inputs)
	return en_mail_reset_asked(inputs)
});