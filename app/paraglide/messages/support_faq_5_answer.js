/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_5_AnswerInputs */

const en_support_faq_5_answer = /** @type {(inputs: Support_Faq_5_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa, Mastercard and American Express through PayHere, our secure payment partner. We never see your card details.`)
};

const si_support_faq_5_answer = /** @type {(inputs: Support_Faq_5_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපේ ආරක්ෂිත ගෙවීම් හවුල්කරු වන PayHere හරහා Visa, Mastercard සහ American Express. ඔබේ කාඩ්පත් විස්තර අපට කිසිදා නොපෙනේ.`)
};

const ta_support_faq_5_answer = /** @type {(inputs: Support_Faq_5_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் பாதுகாப்பான கட்டணக் கூட்டாளரான PayHere மூலம் Visa, Mastercard, American Express. உங்கள் அட்டை விவரங்களை நாங்கள் ஒருபோதும் பார்ப்பதில்லை.`)
};

/**
* | output |
* | --- |
* | "Visa, Mastercard and American Express through PayHere, our secure payment partner. We never see your card details." |
*
* @param {Support_Faq_5_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_5_answer = /** @type {((inputs?: Support_Faq_5_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_5_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_5_answer(inputs)
	if (locale === "ta") return ta_support_faq_5_answer(inputs)
	return en_support_faq_5_answer(inputs)
});