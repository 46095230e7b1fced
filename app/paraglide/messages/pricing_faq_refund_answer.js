/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Pricing_Faq_Refund_AnswerInputs */

const en_pricing_faq_refund_answer = /** @type {(inputs: Pricing_Faq_Refund_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes. New clients get a ${i?.days}-day money-back guarantee.`)
};

const si_pricing_faq_refund_answer = /** @type {(inputs: Pricing_Faq_Refund_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔව්. නව සේවාදායකයන්ට දින ${i?.days}ක මුදල් ආපසු ගෙවීමේ සහතිකයක් ලැබේ.`)
};

const ta_pricing_faq_refund_answer = /** @type {(inputs: Pricing_Faq_Refund_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆம். புதிய வாடிக்கையாளர்களுக்கு ${i?.days} நாள் பணம் திரும்பப் பெறும் உத்தரவாதம் உண்டு.`)
};

/**
* | output |
* | --- |
* | "Yes. New clients get a {days}-day money-back guarantee." |
*
* @param {Pricing_Faq_Refund_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_refund_answer = /** @type {((inputs: Pricing_Faq_Refund_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Refund_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_refund_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_refund_answer(inputs)
	return en_pricing_faq_refund_answer(inputs)
});