/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Dominate_3Inputs */

const en_pricing_dominate_3 = /** @type {(inputs: Pricing_Dominate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 SEO articles per month`)
};

const si_pricing_dominate_3 = /** @type {(inputs: Pricing_Dominate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මසකට SEO ලිපි 8`)
};

const ta_pricing_dominate_3 = /** @type {(inputs: Pricing_Dominate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம் 8 SEO கட்டுரைகள்`)
};

/**
* | output |
* | --- |
* | "8 SEO articles per month" |
*
* @param {Pricing_Dominate_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_3 = /** @type {((inputs?: Pricing_Dominate_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Dominate_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_dominate_3(inputs)
	if (locale === "ta") return ta_pricing_dominate_3(inputs)
	return en_pricing_dominate_3(inputs)
});