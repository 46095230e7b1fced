/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_4_AnswerInputs */

const en_support_faq_4_answer = /** @type {(inputs: Support_Faq_4_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Plans can be changed at any time; cancellation needs 30 days' notice.`)
};

const si_support_faq_4_answer = /** @type {(inputs: Support_Faq_4_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔව්. සැලසුම් ඕනෑම වේලාවක වෙනස් කළ හැකිය; අවලංගු කිරීමට දින 30ක පූර්ව දැනුම්දීමක් අවශ්‍යයි.`)
};

const ta_support_faq_4_answer = /** @type {(inputs: Support_Faq_4_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆம். திட்டங்களை எப்போது வேண்டுமானாலும் மாற்றலாம்; ரத்து செய்ய 30 நாள் முன்னறிவிப்பு தேவை.`)
};

/**
* | output |
* | --- |
* | "Yes. Plans can be changed at any time; cancellation needs 30 days' notice." |
*
* @param {Support_Faq_4_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_4_answer = /** @type {((inputs?: Support_Faq_4_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_4_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_4_answer(inputs)
	if (locale === "ta") return ta_support_faq_4_answer(inputs)
	return en_support_faq_4_answer(inputs)
});