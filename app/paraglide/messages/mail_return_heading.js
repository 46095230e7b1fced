/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Return_HeadingInputs */

const en_mail_return_heading = /** @type {(inputs: Mail_Return_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment is being refunded`)
};

const si_mail_return_heading = /** @type {(inputs: Mail_Return_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගෙවීම ආපසු ගෙවමින් පවතී`)
};

const ta_mail_return_heading = /** @type {(inputs: Mail_Return_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கட்டணம் திருப்பி அளிக்கப்படுகிறது`)
};

/**
* | output |
* | --- |
* | "Your payment is being refunded" |
*
* @param {Mail_Return_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_heading = /** @type {((inputs?: Mail_Return_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_heading(inputs)
	if (locale === "ta") return ta_mail_return_heading(inputs)
	return en_mail_return_heading(inputs)
});