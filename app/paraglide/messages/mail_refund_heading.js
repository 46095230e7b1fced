/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Refund_HeadingInputs */

const en_mail_refund_heading = /** @type {(inputs: Mail_Refund_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund issued`)
};

const si_mail_refund_heading = /** @type {(inputs: Mail_Refund_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවන ලදී`)
};

const ta_mail_refund_heading = /** @type {(inputs: Mail_Refund_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணம் திருப்பி அளிக்கப்பட்டது`)
};

/**
* | output |
* | --- |
* | "Refund issued" |
*
* @param {Mail_Refund_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_heading = /** @type {((inputs?: Mail_Refund_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_heading(inputs)
	if (locale === "ta") return ta_mail_refund_heading(inputs)
	return en_mail_refund_heading(inputs)
});