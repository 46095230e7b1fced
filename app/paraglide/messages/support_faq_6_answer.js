/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_6_AnswerInputs */

const en_support_faq_6_answer = /** @type {(inputs: Support_Faq_6_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Role-based access means each person sees only their own projects, passwords are stored only as secure hashes, and all traffic is encrypted.`)
};

const si_support_faq_6_answer = /** @type {(inputs: Support_Faq_6_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔව්. ප්‍රවේශය භූමිකාව අනුව ලැබෙන නිසා සෑම කෙනෙකුටම පෙනෙන්නේ තමන්ගේම ව්‍යාපෘති පමණි; මුරපද ගබඩා කරන්නේ ආරක්ෂිත හැෂ් ලෙස පමණි; සියලු දත්ත හුවමාරුව සංකේතනය කර ඇත.`)
};

const ta_support_faq_6_answer = /** @type {(inputs: Support_Faq_6_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆம். பங்கு அடிப்படையிலான அணுகலால் ஒவ்வொருவரும் தங்கள் சொந்தத் திட்டங்களை மட்டுமே பார்க்கிறார்கள்; கடவுச்சொற்கள் பாதுகாப்பான ஹாஷ்களாக மட்டுமே சேமிக்கப்படுகின்றன; எல்லாத் தரவுப் போக்குவரத்தும் மறைகுறியாக்கப்பட்டுள்ளது.`)
};

/**
* | output |
* | --- |
* | "Yes. Role-based access means each person sees only their own projects, passwords are stored only as secure hashes, and all traffic is encrypted." |
*
* @param {Support_Faq_6_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_6_answer = /** @type {((inputs?: Support_Faq_6_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_6_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_6_answer(inputs)
	if (locale === "ta") return ta_support_faq_6_answer(inputs)
	return en_support_faq_6_answer(inputs)
});