/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown>, percent: NonNullable<unknown> }} Pricing_Faq_Bundle_AnswerInputs */

const en_pricing_faq_bundle_answer = /** @type {(inputs: Pricing_Faq_Bundle_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes. Bundle a social media plan with an SEO plan on a ${i?.months}-month commitment and save ${i?.percent}%.`)
};

const si_pricing_faq_bundle_answer = /** @type {(inputs: Pricing_Faq_Bundle_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔව්. මාස ${i?.months}ක කැපවීමකින් සමාජ මාධ්‍ය සැලසුමක් සහ SEO සැලසුමක් පැකේජයක් ලෙස ගෙන ${i?.percent}%ක් ඉතිරි කරගන්න.`)
};

const ta_pricing_faq_bundle_answer = /** @type {(inputs: Pricing_Faq_Bundle_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆம். ஒரு சமூக ஊடகத் திட்டத்தையும் ஒரு SEO திட்டத்தையும் ${i?.months} மாத ஒப்பந்தத்தில் தொகுப்பாக எடுத்து ${i?.percent}% சேமியுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Yes. Bundle a social media plan with an SEO plan on a {months}-month commitment and save {percent}%." |
*
* @param {Pricing_Faq_Bundle_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_bundle_answer = /** @type {((inputs: Pricing_Faq_Bundle_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Bundle_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_bundle_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_bundle_answer(inputs)
	return en_pricing_faq_bundle_answer(inputs)
});