/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Return_FooterInputs */

const en_mail_return_footer = /** @type {(inputs: Mail_Return_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get this mail because you made a payment to Fli Digital.`)
};

const si_mail_return_footer = /** @type {(inputs: Mail_Return_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ Fli Digital වෙත ගෙවීමක් කළ බැවින් මෙම තැපෑල ඔබට ලැබේ.`)
};

const ta_mail_return_footer = /** @type {(inputs: Mail_Return_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் Fli Digital க்குக் கட்டணம் செலுத்தியதால் இந்த மின்னஞ்சல் உங்களுக்கு அனுப்பப்படுகிறது.`)
};

/**
* | output |
* | --- |
* | "You get this mail because you made a payment to Fli Digital." |
*
* @param {Mail_Return_FooterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_footer = /** @type {((inputs?: Mail_Return_FooterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_FooterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_footer(inputs)
	if (locale === "ta") return ta_mail_return_footer(inputs)
	return en_mail_return_footer(inputs)
});