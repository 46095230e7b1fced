/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Accelerate_3Inputs */

const en_pricing_accelerate_3 = /** @type {(inputs: Pricing_Accelerate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 SEO articles per month`)
};

const si_pricing_accelerate_3 = /** @type {(inputs: Pricing_Accelerate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මසකට SEO ලිපි 4`)
};

const ta_pricing_accelerate_3 = /** @type {(inputs: Pricing_Accelerate_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம் 4 SEO கட்டுரைகள்`)
};

/**
* | output |
* | --- |
* | "4 SEO articles per month" |
*
* @param {Pricing_Accelerate_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_3 = /** @type {((inputs?: Pricing_Accelerate_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Accelerate_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_accelerate_3(inputs)
	if (locale === "ta") return ta_pricing_accelerate_3(inputs)
	return en_pricing_accelerate_3(inputs)
});