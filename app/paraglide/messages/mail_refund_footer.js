/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Refund_FooterInputs */

const en_mail_refund_footer = /** @type {(inputs: Mail_Refund_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get this mail because a payment you made to Fli Digital was refunded.`)
};

const si_mail_refund_footer = /** @type {(inputs: Mail_Refund_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ Fli Digital වෙත කළ ගෙවීමක් ආපසු ගෙවූ බැවින් මෙම තැපෑල ඔබට ලැබේ.`)
};

const ta_mail_refund_footer = /** @type {(inputs: Mail_Refund_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் Fli Digital க்குச் செலுத்திய கட்டணம் திருப்பி அளிக்கப்பட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு அனுப்பப்படுகிறது.`)
};

/**
* | output |
* | --- |
* | "You get this mail because a payment you made to Fli Digital was refunded." |
*
* @param {Mail_Refund_FooterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_footer = /** @type {((inputs?: Mail_Refund_FooterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_FooterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_footer(inputs)
	if (locale === "ta") return ta_mail_refund_footer(inputs)
	return en_mail_refund_footer(inputs)
});