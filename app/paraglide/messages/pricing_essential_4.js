/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Essential_4Inputs */

const en_pricing_essential_4 = /** @type {(inputs: Pricing_Essential_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical SEO audit`)
};

const si_pricing_essential_4 = /** @type {(inputs: Pricing_Essential_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තාක්ෂණික SEO පරීක්ෂාව`)
};

const ta_pricing_essential_4 = /** @type {(inputs: Pricing_Essential_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொழில்நுட்ப SEO தணிக்கை`)
};

/**
* | output |
* | --- |
* | "Technical SEO audit" |
*
* @param {Pricing_Essential_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_essential_4 = /** @type {((inputs?: Pricing_Essential_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Essential_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_essential_4(inputs)
	if (locale === "ta") return ta_pricing_essential_4(inputs)
	return en_pricing_essential_4(inputs)
});