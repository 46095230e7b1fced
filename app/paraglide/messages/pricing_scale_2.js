/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Scale_2Inputs */

const en_pricing_scale_2 = /** @type {(inputs: Pricing_Scale_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All 5 platforms`)
};

const si_pricing_scale_2 = /** @type {(inputs: Pricing_Scale_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකා 5ම`)
};

const ta_pricing_scale_2 = /** @type {(inputs: Pricing_Scale_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்து 5 தளங்களும்`)
};

/**
* | output |
* | --- |
* | "All 5 platforms" |
*
* @param {Pricing_Scale_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_scale_2 = /** @type {((inputs?: Pricing_Scale_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scale_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_scale_2(inputs)
	if (locale === "ta") return ta_pricing_scale_2(inputs)
	return en_pricing_scale_2(inputs)
});