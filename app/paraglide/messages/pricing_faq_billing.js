/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_BillingInputs */

const en_pricing_faq_billing = /** @type {(inputs: Pricing_Faq_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How does billing work?`)
};

const si_pricing_faq_billing = /** @type {(inputs: Pricing_Faq_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් සිදු වන්නේ කෙසේද?`)
};

const ta_pricing_faq_billing = /** @type {(inputs: Pricing_Faq_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் எவ்வாறு வசூலிக்கப்படுகிறது?`)
};

/**
* | output |
* | --- |
* | "How does billing work?" |
*
* @param {Pricing_Faq_BillingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_billing = /** @type {((inputs?: Pricing_Faq_BillingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_BillingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_billing(inputs)
	if (locale === "ta") return ta_pricing_faq_billing(inputs)
	return en_pricing_faq_billing(inputs)
});