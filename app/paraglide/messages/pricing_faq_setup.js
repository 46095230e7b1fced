/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_SetupInputs */

const en_pricing_faq_setup = /** @type {(inputs: Pricing_Faq_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are there any setup fees?`)
};

const si_pricing_faq_setup = /** @type {(inputs: Pricing_Faq_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරම්භක ගාස්තු තිබේද?`)
};

const ta_pricing_faq_setup = /** @type {(inputs: Pricing_Faq_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமைப்புக் கட்டணம் ஏதேனும் உண்டா?`)
};

/**
* | output |
* | --- |
* | "Are there any setup fees?" |
*
* @param {Pricing_Faq_SetupInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_setup = /** @type {((inputs?: Pricing_Faq_SetupInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_SetupInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_setup(inputs)
	if (locale === "ta") return ta_pricing_faq_setup(inputs)
	return en_pricing_faq_setup(inputs)
});