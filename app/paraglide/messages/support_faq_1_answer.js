/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_1_AnswerInputs */

const en_support_faq_1_answer = /** @type {(inputs: Support_Faq_1_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Fli DESK ID (FLD- followed by five letters or digits) is shown after payment and sent to your email. Enter it in the validator on this page to check your account.`)
};

const si_support_faq_1_answer = /** @type {(inputs: Support_Faq_1_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ID (FLD- සහ ඊට පසු අකුරු හෝ ඉලක්කම් පහක්) ගෙවීමෙන් පසු පෙන්වන අතර ඔබේ ඊමේල් වෙත ද එවනු ලැබේ. ඔබේ ගිණුම පරීක්ෂා කිරීමට එය මෙම පිටුවේ ඇති පරීක්ෂකයට ඇතුළත් කරන්න.`)
};

const ta_support_faq_1_answer = /** @type {(inputs: Support_Faq_1_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK ID (FLD- உடன் ஐந்து எழுத்துகள் அல்லது இலக்கங்கள்) கட்டணம் செலுத்திய பின் காட்டப்பட்டு, உங்கள் மின்னஞ்சலுக்கும் அனுப்பப்படும். உங்கள் கணக்கைச் சரிபார்க்க, இந்தப் பக்கத்திலுள்ள சரிபார்ப்பியில் அதை உள்ளிடுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Your Fli DESK ID (FLD- followed by five letters or digits) is shown after payment and sent to your email. Enter it in the validator on this page to check you..." |
*
* @param {Support_Faq_1_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_1_answer = /** @type {((inputs?: Support_Faq_1_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_1_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_1_answer(inputs)
	if (locale === "ta") return ta_support_faq_1_answer(inputs)
	return en_support_faq_1_answer(inputs)
});