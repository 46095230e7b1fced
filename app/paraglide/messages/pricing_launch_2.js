/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Launch_2Inputs */

const en_pricing_launch_2 = /** @type {(inputs: Pricing_Launch_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 platforms`)
};

const si_pricing_launch_2 = /** @type {(inputs: Pricing_Launch_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකා 2`)
};

const ta_pricing_launch_2 = /** @type {(inputs: Pricing_Launch_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 தளங்கள்`)
};

/**
* | output |
* | --- |
* | "2 platforms" |
*
* @param {Pricing_Launch_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_launch_2 = /** @type {((inputs?: Pricing_Launch_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Launch_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_launch_2(inputs)
	if (locale === "ta") return ta_pricing_launch_2(inputs)
	return en_pricing_launch_2(inputs)
});