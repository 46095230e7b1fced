/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Reset_LinkInputs */

const en_mail_reset_link = /** @type {(inputs: Mail_Reset_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set it here (the link works once, for 30 minutes): ${i?.link}`)
};

const si_mail_reset_link = /** @type {(inputs: Mail_Reset_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`එය මෙතැනින් සකසන්න (සබැඳිය එක් වරක් පමණක්, විනාඩි 30ක් ඇතුළත ක්‍රියා කරයි): ${i?.link}`)
};

const ta_mail_reset_link = /** @type {(inputs: Mail_Reset_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இங்கே அமையுங்கள் (இணைப்பு ஒருமுறை மட்டும், 30 நிமிடங்களுக்குள் செயல்படும்): ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Set it here (the link works once, for 30 minutes): {link}" |
*
* @param {Mail_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_reset_link = /** @type {((inputs: Mail_Reset_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_reset_link(inputs)
	if (locale === "ta") return ta_mail_reset_link(inputs)
	return en_mail_reset_link(inputs)
});