/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Return_Nothing_To_DoInputs */

const en_mail_return_nothing_to_do = /** @type {(inputs: Mail_Return_Nothing_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not need to do anything. We will mail you again when the refund is issued.`)
};

const si_mail_return_nothing_to_do = /** @type {(inputs: Mail_Return_Nothing_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ කිසිවක් කළ යුතු නැත. මුදල් ආපසු ගෙවූ විට අපි ඔබට නැවත තැපෑලක් එවන්නෙමු.`)
};

const ta_mail_return_nothing_to_do = /** @type {(inputs: Mail_Return_Nothing_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் எதுவும் செய்ய வேண்டியதில்லை. பணம் திருப்பி அளிக்கப்பட்டதும் உங்களுக்கு மீண்டும் மின்னஞ்சல் அனுப்புவோம்.`)
};

/**
* | output |
* | --- |
* | "You do not need to do anything. We will mail you again when the refund is issued." |
*
* @param {Mail_Return_Nothing_To_DoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_nothing_to_do = /** @type {((inputs?: Mail_Return_Nothing_To_DoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_Nothing_To_DoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_nothing_to_do(inputs)
	if (locale === "ta") return ta_mail_return_nothing_to_do(inputs)
	return en_mail_return_nothing_to_do(inputs)
});