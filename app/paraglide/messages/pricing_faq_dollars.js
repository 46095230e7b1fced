/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_DollarsInputs */

const en_pricing_faq_dollars = /** @type {(inputs: Pricing_Faq_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I pay in US dollars?`)
};

const si_pricing_faq_dollars = /** @type {(inputs: Pricing_Faq_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇමරිකානු ඩොලර්වලින් ගෙවිය හැකිද?`)
};

const ta_pricing_faq_dollars = /** @type {(inputs: Pricing_Faq_DollarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமெரிக்க டாலரில் செலுத்தலாமா?`)
};

/**
* | output |
* | --- |
* | "Can I pay in US dollars?" |
*
* @param {Pricing_Faq_DollarsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_dollars = /** @type {((inputs?: Pricing_Faq_DollarsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_DollarsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_dollars(inputs)
	if (locale === "ta") return ta_pricing_faq_dollars(inputs)
	return en_pricing_faq_dollars(inputs)
});