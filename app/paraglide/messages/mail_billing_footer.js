/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Billing_FooterInputs */

const en_mail_billing_footer = /** @type {(inputs: Mail_Billing_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You get this mail because it concerns your Fli DESK subscription and what you pay; it is sent to every client.`)
};

const si_mail_billing_footer = /** @type {(inputs: Mail_Billing_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම තැපෑල ඔබට ලැබෙන්නේ එය ඔබේ Fli DESK දායකත්වයට සහ ඔබ ගෙවන මුදලට අදාළ වන බැවිනි; එය සෑම සේවාදායකයකුටම යවනු ලැබේ.`)
};

const ta_mail_billing_footer = /** @type {(inputs: Mail_Billing_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மின்னஞ்சல் உங்கள் Fli DESK சந்தாவையும் நீங்கள் செலுத்தும் தொகையையும் பற்றியது என்பதால் உங்களுக்கு அனுப்பப்படுகிறது; இது ஒவ்வொரு வாடிக்கையாளருக்கும் அனுப்பப்படும்.`)
};

/**
* | output |
* | --- |
* | "You get this mail because it concerns your Fli DESK subscription and what you pay; it is sent to every client." |
*
* @param {Mail_Billing_FooterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_billing_footer = /** @type {((inputs?: Mail_Billing_FooterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Billing_FooterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_billing_footer(inputs)
	if (locale === "ta") return ta_mail_billing_footer(inputs)
	return en_mail_billing_footer(inputs)
});