/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Custom_PricingInputs */

const en_pricing_custom_pricing = /** @type {(inputs: Pricing_Custom_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom pricing`)
};

const si_pricing_custom_pricing = /** @type {(inputs: Pricing_Custom_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අවශ්‍යතා අනුව සකසන මිල`)
};

const ta_pricing_custom_pricing = /** @type {(inputs: Pricing_Custom_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் தேவைக்கேற்ற விலை`)
};

/**
* | output |
* | --- |
* | "Custom pricing" |
*
* @param {Pricing_Custom_PricingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_custom_pricing = /** @type {((inputs?: Pricing_Custom_PricingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Custom_PricingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_custom_pricing(inputs)
	if (locale === "ta") return ta_pricing_custom_pricing(inputs)
	return en_pricing_custom_pricing(inputs)
});