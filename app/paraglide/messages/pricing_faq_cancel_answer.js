/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Pricing_Faq_Cancel_AnswerInputs */

const en_pricing_faq_cancel_answer = /** @type {(inputs: Pricing_Faq_Cancel_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes. Cancellation needs ${i?.days} days' notice, and you keep access until the end of the paid period.`)
};

const si_pricing_faq_cancel_answer = /** @type {(inputs: Pricing_Faq_Cancel_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔව්. අවලංගු කිරීමට දින ${i?.days}ක පූර්ව දැනුම්දීමක් අවශ්‍ය වන අතර, ගෙවූ කාලය අවසන් වන තුරු ඔබට ප්‍රවේශය තිබේ.`)
};

const ta_pricing_faq_cancel_answer = /** @type {(inputs: Pricing_Faq_Cancel_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆம். ரத்து செய்ய ${i?.days} நாள் முன்னறிவிப்பு தேவை; செலுத்திய காலம் முடியும் வரை அணுகல் தொடரும்.`)
};

/**
* | output |
* | --- |
* | "Yes. Cancellation needs {days} days' notice, and you keep access until the end of the paid period." |
*
* @param {Pricing_Faq_Cancel_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_cancel_answer = /** @type {((inputs: Pricing_Faq_Cancel_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Cancel_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_cancel_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_cancel_answer(inputs)
	return en_pricing_faq_cancel_answer(inputs)
});