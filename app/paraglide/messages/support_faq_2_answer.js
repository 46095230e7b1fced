/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_2_AnswerInputs */

const en_support_faq_2_answer = /** @type {(inputs: Support_Faq_2_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Critical issues within 1 hour, general support within 4 hours. Live chat is open 24/7.`)
};

const si_support_faq_2_answer = /** @type {(inputs: Support_Faq_2_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හදිසි ගැටලුවලට පැය 1ක් ඇතුළත, සාමාන්‍ය සහාය සඳහා පැය 4ක් ඇතුළත. සජීවී කතාබස් පැය 24 පුරා, සතියේ දින 7 පුරා විවෘතයි.`)
};

const ta_support_faq_2_answer = /** @type {(inputs: Support_Faq_2_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அவசரச் சிக்கல்களுக்கு 1 மணி நேரத்திற்குள், பொதுவான உதவிக்கு 4 மணி நேரத்திற்குள். நேரலை அரட்டை 24/7 திறந்திருக்கும்.`)
};

/**
* | output |
* | --- |
* | "Critical issues within 1 hour, general support within 4 hours. Live chat is open 24/7." |
*
* @param {Support_Faq_2_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_2_answer = /** @type {((inputs?: Support_Faq_2_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_2_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_2_answer(inputs)
	if (locale === "ta") return ta_support_faq_2_answer(inputs)
	return en_support_faq_2_answer(inputs)
});