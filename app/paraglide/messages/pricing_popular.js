/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_PopularInputs */

const en_pricing_popular = /** @type {(inputs: Pricing_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most Popular`)
};

const si_pricing_popular = /** @type {(inputs: Pricing_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වඩාත් ජනප්‍රිය`)
};

const ta_pricing_popular = /** @type {(inputs: Pricing_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மிகவும் பிரபலமானது`)
};

/**
* | output |
* | --- |
* | "Most Popular" |
*
* @param {Pricing_PopularInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_popular = /** @type {((inputs?: Pricing_PopularInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PopularInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_popular(inputs)
	if (locale === "ta") return ta_pricing_popular(inputs)
	return en_pricing_popular(inputs)
});