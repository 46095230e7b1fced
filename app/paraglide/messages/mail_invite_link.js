/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Invite_LinkInputs */

const en_mail_invite_link = /** @type {(inputs: Mail_Invite_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set your password (the link works once, for 7 days): ${i?.link}`)
};

const si_mail_invite_link = /** @type {(inputs: Mail_Invite_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදය සකසන්න (සබැඳිය එක් වරක් පමණක්, දින 7ක් ඇතුළත ක්‍රියා කරයි): ${i?.link}`)
};

const ta_mail_invite_link = /** @type {(inputs: Mail_Invite_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல்லை அமையுங்கள் (இணைப்பு ஒருமுறை மட்டும், 7 நாட்களுக்குள் செயல்படும்): ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Set your password (the link works once, for 7 days): {link}" |
*
* @param {Mail_Invite_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_invite_link = /** @type {((inputs: Mail_Invite_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_invite_link(inputs)
	if (locale === "ta") return ta_mail_invite_link(inputs)
	return en_mail_invite_link(inputs)
});