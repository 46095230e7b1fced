/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Growth_2Inputs */

const en_pricing_growth_2 = /** @type {(inputs: Pricing_Growth_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 platforms`)
};

const si_pricing_growth_2 = /** @type {(inputs: Pricing_Growth_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකා 4`)
};

const ta_pricing_growth_2 = /** @type {(inputs: Pricing_Growth_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 தளங்கள்`)
};

/**
* | output |
* | --- |
* | "4 platforms" |
*
* @param {Pricing_Growth_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_2 = /** @type {((inputs?: Pricing_Growth_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Growth_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_growth_2(inputs)
	if (locale === "ta") return ta_pricing_growth_2(inputs)
	return en_pricing_growth_2(inputs)
});