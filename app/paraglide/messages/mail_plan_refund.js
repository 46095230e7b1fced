/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, days: NonNullable<unknown> }} Mail_Plan_RefundInputs */

const en_mail_plan_refund = /** @type {(inputs: Mail_Plan_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We refund ${i?.amount} for its ${i?.days} unused days to the card or account you paid with; a "Refund issued" mail with the credit note follows shortly.`)
};

const si_mail_plan_refund = /** @type {(inputs: Mail_Plan_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`එහි භාවිත නොකළ දින ${i?.days} සඳහා ${i?.amount} ඔබ ගෙවූ කාඩ්පතට හෝ ගිණුමට අපි ආපසු ගෙවන්නෙමු; බැර සටහන සහිත "මුදල් ආපසු ගෙවන ලදී" තැපෑලක් ඉක්මනින් ලැබේ.`)
};

const ta_mail_plan_refund = /** @type {(inputs: Mail_Plan_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அதன் பயன்படுத்தாத ${i?.days} நாட்களுக்கான ${i?.amount} தொகையை நீங்கள் செலுத்திய அட்டை அல்லது கணக்கிற்குத் திருப்பி அளிக்கிறோம்; வரவுக் குறிப்புடன் "பணம் திருப்பி அளிக்கப்பட்டது" என்ற மின்னஞ்சல் விரைவில் வரும்.`)
};

/**
* | output |
* | --- |
* | "We refund {amount} for its {days} unused days to the card or account you paid with; a \"Refund issued\" mail with the credit note follows shortly." |
*
* @param {Mail_Plan_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_refund = /** @type {((inputs: Mail_Plan_RefundInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_RefundInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_plan_refund(inputs)
	if (locale === "ta") return ta_mail_plan_refund(inputs)
	return en_mail_plan_refund(inputs)
});