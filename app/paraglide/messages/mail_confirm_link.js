/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Confirm_LinkInputs */

const en_mail_confirm_link = /** @type {(inputs: Mail_Confirm_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm it here (the link works once, for 24 hours): ${i?.link}`)
};

const si_mail_confirm_link = /** @type {(inputs: Mail_Confirm_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`එය මෙතැනින් තහවුරු කරන්න (සබැඳිය එක් වරක් පමණක්, පැය 24ක් ඇතුළත ක්‍රියා කරයි): ${i?.link}`)
};

const ta_mail_confirm_link = /** @type {(inputs: Mail_Confirm_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இங்கே உறுதிப்படுத்துங்கள் (இணைப்பு ஒருமுறை மட்டும், 24 மணி நேரத்துக்குள் செயல்படும்): ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Confirm it here (the link works once, for 24 hours): {link}" |
*
* @param {Mail_Confirm_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_link = /** @type {((inputs: Mail_Confirm_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_confirm_link(inputs)
	if (locale === "ta") return ta_mail_confirm_link(inputs)
	return en_mail_confirm_link(inputs)
});