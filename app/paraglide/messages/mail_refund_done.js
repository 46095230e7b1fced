/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, what: NonNullable<unknown>, paymentId: NonNullable<unknown> }} Mail_Refund_DoneInputs */

const en_mail_refund_done = /** @type {(inputs: Mail_Refund_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have refunded ${i?.amount} for ${i?.what} (PayHere payment ${i?.paymentId}).`)
};

const si_mail_refund_done = /** @type {(inputs: Mail_Refund_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} සඳහා ${i?.amount} අපි ආපසු ගෙවා ඇත්තෙමු (PayHere ගෙවීම ${i?.paymentId}).`)
};

const ta_mail_refund_done = /** @type {(inputs: Mail_Refund_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} க்கான ${i?.amount} தொகையைத் திருப்பி அளித்துள்ளோம் (PayHere கட்டணம் ${i?.paymentId}).`)
};

/**
* | output |
* | --- |
* | "We have refunded {amount} for {what} (PayHere payment {paymentId})." |
*
* @param {Mail_Refund_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_done = /** @type {((inputs: Mail_Refund_DoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_DoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_done(inputs)
	if (locale === "ta") return ta_mail_refund_done(inputs)
	return en_mail_refund_done(inputs)
});