/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_TitleInputs */

const en_support_faq_title = /** @type {(inputs: Support_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently Asked Questions`)
};

const si_support_faq_title = /** @type {(inputs: Support_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිතර අසන ප්‍රශ්න`)
};

const ta_support_faq_title = /** @type {(inputs: Support_Faq_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடிக்கடி கேட்கப்படும் கேள்விகள்`)
};

/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Support_Faq_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_title = /** @type {((inputs?: Support_Faq_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_title(inputs)
	if (locale === "ta") return ta_support_faq_title(inputs)
	return en_support_faq_title(inputs)
});