/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Cancelled_ThanksInputs */

const en_mail_cancelled_thanks = /** @type {(inputs: Mail_Cancelled_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for working with us. You can start a new plan from the pricing page whenever you like.`)
};

const si_mail_cancelled_thanks = /** @type {(inputs: Mail_Cancelled_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප සමඟ කටයුතු කළාට ස්තූතියි. ඔබට අවශ්‍ය ඕනෑම විටෙක මිල ගණන් පිටුවෙන් නව සැලසුමක් ආරම්භ කළ හැක.`)
};

const ta_mail_cancelled_thanks = /** @type {(inputs: Mail_Cancelled_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களுடன் பணியாற்றியதற்கு நன்றி. நீங்கள் விரும்பும் எந்த நேரத்திலும் கட்டணங்கள் பக்கத்திலிருந்து புதிய திட்டத்தைத் தொடங்கலாம்.`)
};

/**
* | output |
* | --- |
* | "Thank you for working with us. You can start a new plan from the pricing page whenever you like." |
*
* @param {Mail_Cancelled_ThanksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_thanks = /** @type {((inputs?: Mail_Cancelled_ThanksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_ThanksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_cancelled_thanks(inputs)
	if (locale === "ta") return ta_mail_cancelled_thanks(inputs)
	return en_mail_cancelled_thanks(inputs)
});