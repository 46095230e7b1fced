/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invite_CreatedInputs */

const en_mail_invite_created = /** @type {(inputs: Mail_Invite_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account has been created for you on Fli DESK.`)
};

const si_mail_invite_created = /** @type {(inputs: Mail_Invite_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හි ඔබ සඳහා ගිණුමක් සාදා ඇත.`)
};

const ta_mail_invite_created = /** @type {(inputs: Mail_Invite_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK இல் உங்களுக்காக ஒரு கணக்கு உருவாக்கப்பட்டுள்ளது.`)
};

/**
* | output |
* | --- |
* | "An account has been created for you on Fli DESK." |
*
* @param {Mail_Invite_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_invite_created = /** @type {((inputs?: Mail_Invite_CreatedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_CreatedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_invite_created(inputs)
	if (locale === "ta") return ta_mail_invite_created(inputs)
	return en_mail_invite_created(inputs)
});