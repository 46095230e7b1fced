/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_Setup_AnswerInputs */

const en_pricing_faq_setup_answer = /** @type {(inputs: Pricing_Faq_Setup_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. There is no setup fee on any plan; you pay only the monthly price.`)
};

const si_pricing_faq_setup_answer = /** @type {(inputs: Pricing_Faq_Setup_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත. කිසිදු සැලසුමකට ආරම්භක ගාස්තුවක් නැත; ඔබ ගෙවන්නේ මාසික මිල පමණි.`)
};

const ta_pricing_faq_setup_answer = /** @type {(inputs: Pricing_Faq_Setup_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை. எந்தத் திட்டத்துக்கும் அமைப்புக் கட்டணம் இல்லை; மாதாந்திரக் கட்டணத்தை மட்டுமே செலுத்துகிறீர்கள்.`)
};

/**
* | output |
* | --- |
* | "No. There is no setup fee on any plan; you pay only the monthly price." |
*
* @param {Pricing_Faq_Setup_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_setup_answer = /** @type {((inputs?: Pricing_Faq_Setup_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Setup_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_setup_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_setup_answer(inputs)
	return en_pricing_faq_setup_answer(inputs)
});