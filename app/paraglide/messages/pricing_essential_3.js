/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Essential_3Inputs */

const en_pricing_essential_3 = /** @type {(inputs: Pricing_Essential_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Business Profile setup`)
};

const si_pricing_essential_3 = /** @type {(inputs: Pricing_Essential_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Business Profile සැකසීම`)
};

const ta_pricing_essential_3 = /** @type {(inputs: Pricing_Essential_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Business Profile அமைப்பு`)
};

/**
* | output |
* | --- |
* | "Google Business Profile setup" |
*
* @param {Pricing_Essential_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_essential_3 = /** @type {((inputs?: Pricing_Essential_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Essential_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_essential_3(inputs)
	if (locale === "ta") return ta_pricing_essential_3(inputs)
	return en_pricing_essential_3(inputs)
});