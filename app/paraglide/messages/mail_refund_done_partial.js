/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, paid: NonNullable<unknown>, what: NonNullable<unknown>, paymentId: NonNullable<unknown> }} Mail_Refund_Done_PartialInputs */

const en_mail_refund_done_partial = /** @type {(inputs: Mail_Refund_Done_PartialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have refunded ${i?.amount} of your ${i?.paid} payment for ${i?.what} (PayHere payment ${i?.paymentId}).`)
};

const si_mail_refund_done_partial = /** @type {(inputs: Mail_Refund_Done_PartialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} සඳහා ඔබ ගෙවූ ${i?.paid} න් ${i?.amount} අපි ආපසු ගෙවා ඇත්තෙමු (PayHere ගෙවීම ${i?.paymentId}).`)
};

const ta_mail_refund_done_partial = /** @type {(inputs: Mail_Refund_Done_PartialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} க்காக நீங்கள் செலுத்திய ${i?.paid} இல் ${i?.amount} தொகையைத் திருப்பி அளித்துள்ளோம் (PayHere கட்டணம் ${i?.paymentId}).`)
};

/**
* | output |
* | --- |
* | "We have refunded {amount} of your {paid} payment for {what} (PayHere payment {paymentId})." |
*
* @param {Mail_Refund_Done_PartialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_done_partial = /** @type {((inputs: Mail_Refund_Done_PartialInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_Done_PartialInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_refund_done_partial(inputs)
	if (locale === "ta") return ta_mail_refund_done_partial(inputs)
	return en_mail_refund_done_partial(inputs)
});