/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_3Inputs */

const en_support_faq_3 = /** @type {(inputs: Support_Faq_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I follow my project's progress?`)
};

const si_support_faq_3 = /** @type {(inputs: Support_Faq_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ ව්‍යාපෘතියේ ප්‍රගතිය බලාගන්නේ කෙසේද?`)
};

const ta_support_faq_3 = /** @type {(inputs: Support_Faq_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது திட்டத்தின் முன்னேற்றத்தை எப்படிப் பின்தொடர்வது?`)
};

/**
* | output |
* | --- |
* | "How do I follow my project's progress?" |
*
* @param {Support_Faq_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_3 = /** @type {((inputs?: Support_Faq_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_3(inputs)
	if (locale === "ta") return ta_support_faq_3(inputs)
	return en_support_faq_3(inputs)
});