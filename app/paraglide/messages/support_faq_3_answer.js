/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_3_AnswerInputs */

const en_support_faq_3_answer = /** @type {(inputs: Support_Faq_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Fli DESK with your ID and password to see progress, updates, screenshots and reports in real time.`)
};

const si_support_faq_3_answer = /** @type {(inputs: Support_Faq_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය, යාවත්කාලීන, තිර රූප සහ වාර්තා තත්කාලීනව බැලීමට ඔබේ ID සහ මුරපදය සමඟ Fli DESK වෙත පිවිසෙන්න.`)
};

const ta_support_faq_3_answer = /** @type {(inputs: Support_Faq_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றம், புதுப்பிப்புகள், திரைப்பிடிப்புகள், அறிக்கைகளை நிகழ்நேரத்தில் பார்க்க, உங்கள் ID மற்றும் கடவுச்சொல்லுடன் Fli DESK-இல் உள்நுழையுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Sign in to Fli DESK with your ID and password to see progress, updates, screenshots and reports in real time." |
*
* @param {Support_Faq_3_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_3_answer = /** @type {((inputs?: Support_Faq_3_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_3_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_3_answer(inputs)
	if (locale === "ta") return ta_support_faq_3_answer(inputs)
	return en_support_faq_3_answer(inputs)
});