/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Launch_IdealInputs */

const en_pricing_launch_ideal = /** @type {(inputs: Pricing_Launch_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New businesses starting their social presence`)
};

const si_pricing_launch_ideal = /** @type {(inputs: Pricing_Launch_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍යවල මුල් පියවර තබන නව ව්‍යාපාර සඳහා`)
};

const ta_pricing_launch_ideal = /** @type {(inputs: Pricing_Launch_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகங்களில் தடம் பதிக்கத் தொடங்கும் புதிய வணிகங்களுக்கு`)
};

/**
* | output |
* | --- |
* | "New businesses starting their social presence" |
*
* @param {Pricing_Launch_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_launch_ideal = /** @type {((inputs?: Pricing_Launch_IdealInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Launch_IdealInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_launch_ideal(inputs)
	if (locale === "ta") return ta_pricing_launch_ideal(inputs)
	return en_pricing_launch_ideal(inputs)
});