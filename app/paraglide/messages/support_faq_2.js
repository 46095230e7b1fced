/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_2Inputs */

const en_support_faq_2 = /** @type {(inputs: Support_Faq_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How quickly will you respond?`)
};

const si_support_faq_2 = /** @type {(inputs: Support_Faq_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ කොතරම් ඉක්මනින් පිළිතුරු දෙනවාද?`)
};

const ta_support_faq_2 = /** @type {(inputs: Support_Faq_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எவ்வளவு விரைவில் பதிலளிப்பீர்கள்?`)
};

/**
* | output |
* | --- |
* | "How quickly will you respond?" |
*
* @param {Support_Faq_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_2 = /** @type {((inputs?: Support_Faq_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_2(inputs)
	if (locale === "ta") return ta_support_faq_2(inputs)
	return en_support_faq_2(inputs)
});