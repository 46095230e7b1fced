/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Faq_6Inputs */

const en_support_faq_6 = /** @type {(inputs: Support_Faq_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is my data secure?`)
};

const si_support_faq_6 = /** @type {(inputs: Support_Faq_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ දත්ත ආරක්ෂිතද?`)
};

const ta_support_faq_6 = /** @type {(inputs: Support_Faq_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது தரவு பாதுகாப்பானதா?`)
};

/**
* | output |
* | --- |
* | "Is my data secure?" |
*
* @param {Support_Faq_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_6 = /** @type {((inputs?: Support_Faq_6Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Faq_6Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_faq_6(inputs)
	if (locale === "ta") return ta_support_faq_6(inputs)
	return en_support_faq_6(inputs)
});