/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_RefundInputs */

const en_pricing_faq_refund = /** @type {(inputs: Pricing_Faq_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do you offer a money-back guarantee?`)
};

const si_pricing_faq_refund = /** @type {(inputs: Pricing_Faq_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවීමේ සහතිකයක් තිබේද?`)
};

const ta_pricing_faq_refund = /** @type {(inputs: Pricing_Faq_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணம் திரும்பப் பெறும் உத்தரவாதம் உண்டா?`)
};

/**
* | output |
* | --- |
* | "Do you offer a money-back guarantee?" |
*
* @param {Pricing_Faq_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_refund = /** @type {((inputs?: Pricing_Faq_RefundInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_RefundInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_refund(inputs)
	if (locale === "ta") return ta_pricing_faq_refund(inputs)
	return en_pricing_faq_refund(inputs)
});