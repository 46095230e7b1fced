/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Essential_1Inputs */

const en_pricing_essential_1 = /** @type {(inputs: Pricing_Essential_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up to 20 target keywords`)
};

const si_pricing_essential_1 = /** @type {(inputs: Pricing_Essential_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉලක්ක මූල පද 20 දක්වා`)
};

const ta_pricing_essential_1 = /** @type {(inputs: Pricing_Essential_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`20 இலக்கு முக்கியச்சொற்கள் வரை`)
};

/**
* | output |
* | --- |
* | "Up to 20 target keywords" |
*
* @param {Pricing_Essential_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_essential_1 = /** @type {((inputs?: Pricing_Essential_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Essential_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_essential_1(inputs)
	if (locale === "ta") return ta_pricing_essential_1(inputs)
	return en_pricing_essential_1(inputs)
});