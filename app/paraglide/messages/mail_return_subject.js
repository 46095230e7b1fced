/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Return_SubjectInputs */

const en_mail_return_subject = /** @type {(inputs: Mail_Return_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment of ${i?.amount} is being refunded`)
};

const si_mail_return_subject = /** @type {(inputs: Mail_Return_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.amount} ගෙවීම ආපසු ගෙවමින් පවතී`)
};

const ta_mail_return_subject = /** @type {(inputs: Mail_Return_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.amount} கட்டணம் திருப்பி அளிக்கப்படுகிறது`)
};

/**
* | output |
* | --- |
* | "Your payment of {amount} is being refunded" |
*
* @param {Mail_Return_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_subject = /** @type {((inputs: Mail_Return_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Return_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_return_subject(inputs)
	if (locale === "ta") return ta_mail_return_subject(inputs)
	return en_mail_return_subject(inputs)
});