/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flideskId: NonNullable<unknown> }} Mail_Invite_IdInputs */

const en_mail_invite_id = /** @type {(inputs: Mail_Invite_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Fli DESK ID: ${i?.flideskId}`)
};

const si_mail_invite_id = /** @type {(inputs: Mail_Invite_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම: ${i?.flideskId}`)
};

const ta_mail_invite_id = /** @type {(inputs: Mail_Invite_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாளம்: ${i?.flideskId}`)
};

/**
* | output |
* | --- |
* | "Your Fli DESK ID: {flideskId}" |
*
* @param {Mail_Invite_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_invite_id = /** @type {((inputs: Mail_Invite_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_invite_id(inputs)
	if (locale === "ta") return ta_mail_invite_id(inputs)
	return en_mail_invite_id(inputs)
});