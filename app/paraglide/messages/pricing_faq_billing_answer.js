/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Pricing_Faq_Billing_AnswerInputs */

const en_pricing_faq_billing_answer = /** @type {(inputs: Pricing_Faq_Billing_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plans are billed monthly through PayHere and renew automatically until you cancel. Annual billing saves ${i?.percent}%.`)
};

const si_pricing_faq_billing_answer = /** @type {(inputs: Pricing_Faq_Billing_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සැලසුම් සඳහා PayHere හරහා මාසිකව ගෙවිය යුතු අතර, ඔබ අවලංගු කරන තුරු ඒවා ස්වයංක්‍රීයව අලුත් වේ. වාර්ෂිකව ගෙවීමෙන් ${i?.percent}%ක් ඉතිරි වේ.`)
};

const ta_pricing_faq_billing_answer = /** @type {(inputs: Pricing_Faq_Billing_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திட்டங்களுக்கு PayHere மூலம் மாதந்தோறும் கட்டணம் வசூலிக்கப்படும்; நீங்கள் ரத்து செய்யும் வரை அவை தானாகப் புதுப்பிக்கப்படும். ஆண்டுக் கட்டணத்தில் ${i?.percent}% சேமிக்கலாம்.`)
};

/**
* | output |
* | --- |
* | "Plans are billed monthly through PayHere and renew automatically until you cancel. Annual billing saves {percent}%." |
*
* @param {Pricing_Faq_Billing_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_billing_answer = /** @type {((inputs: Pricing_Faq_Billing_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Billing_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_billing_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_billing_answer(inputs)
	return en_pricing_faq_billing_answer(inputs)
});