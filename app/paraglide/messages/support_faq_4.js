/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_4Inputs */

const en_support_faq_4 = /** @type {(inputs: Support_Faq_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I change or cancel my plan?`)
};

const si_support_faq_4 = /** @type {(inputs: Support_Faq_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ සැලසුම වෙනස් කිරීමට හෝ අවලංගු කිරීමට හැකිද?`)
};

const ta_support_faq_4 = /** @type {(inputs: Support_Faq_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது திட்டத்தை மாற்றவோ ரத்து செய்யவோ முடியுமா?`)
};

/**
* | output |
* | --- |
* | "Can I change or cancel my plan?" |
*
* @param {Support_Faq_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_4 = /** @type {((inputs?: Support_Faq_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_4(inputs)
	if (locale === "ta") return ta_support_faq_4(inputs)
	return en_support_faq_4(inputs)
});