/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Dominate_4Inputs */

const en_pricing_dominate_4 = /** @type {(inputs: Pricing_Dominate_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`International and multilingual SEO`)
};

const si_pricing_dominate_4 = /** @type {(inputs: Pricing_Dominate_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජාත්‍යන්තර සහ බහුභාෂා SEO`)
};

const ta_pricing_dominate_4 = /** @type {(inputs: Pricing_Dominate_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சர்வதேச மற்றும் பன்மொழி SEO`)
};

/**
* | output |
* | --- |
* | "International and multilingual SEO" |
*
* @param {Pricing_Dominate_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_4 = /** @type {((inputs?: Pricing_Dominate_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Dominate_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_dominate_4(inputs)
	if (locale === "ta") return ta_pricing_dominate_4(inputs)
	return en_pricing_dominate_4(inputs)
});