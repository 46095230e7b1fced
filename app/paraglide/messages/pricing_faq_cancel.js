/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_CancelInputs */

const en_pricing_faq_cancel = /** @type {(inputs: Pricing_Faq_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I cancel at any time?`)
};

const si_pricing_faq_cancel = /** @type {(inputs: Pricing_Faq_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඕනෑම වේලාවක අවලංගු කළ හැකිද?`)
};

const ta_pricing_faq_cancel = /** @type {(inputs: Pricing_Faq_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எப்போது வேண்டுமானாலும் ரத்து செய்யலாமா?`)
};

/**
* | output |
* | --- |
* | "Can I cancel at any time?" |
*
* @param {Pricing_Faq_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_cancel = /** @type {((inputs?: Pricing_Faq_CancelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_CancelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_cancel(inputs)
	if (locale === "ta") return ta_pricing_faq_cancel(inputs)
	return en_pricing_faq_cancel(inputs)
});