/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Check_DevicesInputs */

const en_mail_check_devices = /** @type {(inputs: Mail_Check_DevicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If this was not you, change your password and sign out the devices you do not know: ${i?.link}`)
};

const si_mail_check_devices = /** @type {(inputs: Mail_Check_DevicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙය ඔබ නොවේ නම්, ඔබේ මුරපදය වෙනස් කර ඔබ නොහඳුනන උපාංග ඉවත් කරන්න: ${i?.link}`)
};

const ta_mail_check_devices = /** @type {(inputs: Mail_Check_DevicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இது நீங்கள் இல்லையெனில், உங்கள் கடவுச்சொல்லை மாற்றி, உங்களுக்குத் தெரியாத சாதனங்களை வெளியேற்றுங்கள்: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "If this was not you, change your password and sign out the devices you do not know: {link}" |
*
* @param {Mail_Check_DevicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_check_devices = /** @type {((inputs: Mail_Check_DevicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Check_DevicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_check_devices(inputs)
	if (locale === "ta") return ta_mail_check_devices(inputs)
	return en_mail_check_devices(inputs)
});