/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Essential_2Inputs */

const en_pricing_essential_2 = /** @type {(inputs: Pricing_Essential_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On-page optimisation`)
};

const si_pricing_essential_2 = /** @type {(inputs: Pricing_Essential_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටු තුළ ප්‍රශස්තකරණය`)
};

const ta_pricing_essential_2 = /** @type {(inputs: Pricing_Essential_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்க உள்ளடக்க மேம்படுத்தல்`)
};

/**
* | output |
* | --- |
* | "On-page optimisation" |
*
* @param {Pricing_Essential_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_essential_2 = /** @type {((inputs?: Pricing_Essential_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Essential_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_essential_2(inputs)
	if (locale === "ta") return ta_pricing_essential_2(inputs)
	return en_pricing_essential_2(inputs)
});