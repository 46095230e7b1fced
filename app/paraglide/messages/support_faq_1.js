/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_1Inputs */

const en_support_faq_1 = /** @type {(inputs: Support_Faq_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I find my Fli DESK ID?`)
};

const si_support_faq_1 = /** @type {(inputs: Support_Faq_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ Fli DESK ID සොයාගන්නේ කෙසේද?`)
};

const ta_support_faq_1 = /** @type {(inputs: Support_Faq_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது Fli DESK ID-ஐ எப்படிக் கண்டறிவது?`)
};

/**
* | output |
* | --- |
* | "How do I find my Fli DESK ID?" |
*
* @param {Support_Faq_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_1 = /** @type {((inputs?: Support_Faq_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_1(inputs)
	if (locale === "ta") return ta_support_faq_1(inputs)
	return en_support_faq_1(inputs)
});