/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_5Inputs */

const en_support_faq_5 = /** @type {(inputs: Support_Faq_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which payment methods do you accept?`)
};

const si_support_faq_5 = /** @type {(inputs: Support_Faq_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ පිළිගන්නා ගෙවීම් ක්‍රම මොනවාද?`)
};

const ta_support_faq_5 = /** @type {(inputs: Support_Faq_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்தக் கட்டண முறைகளை ஏற்கிறீர்கள்?`)
};

/**
* | output |
* | --- |
* | "Which payment methods do you accept?" |
*
* @param {Support_Faq_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_5 = /** @type {((inputs?: Support_Faq_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_5(inputs)
	if (locale === "ta") return ta_support_faq_5(inputs)
	return en_support_faq_5(inputs)
});