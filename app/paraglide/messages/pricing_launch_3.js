/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Launch_3Inputs */

const en_pricing_launch_3 = /** @type {(inputs: Pricing_Launch_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom branded graphics`)
};

const si_pricing_launch_3 = /** @type {(inputs: Pricing_Launch_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සන්නාමයට ගැළපෙන විශේෂිත ග්‍රැෆික්ස්`)
};

const ta_pricing_launch_3 = /** @type {(inputs: Pricing_Launch_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பிராண்டுக்கேற்ற தனிப்பயன் வரைகலைகள்`)
};

/**
* | output |
* | --- |
* | "Custom branded graphics" |
*
* @param {Pricing_Launch_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_launch_3 = /** @type {((inputs?: Pricing_Launch_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Launch_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_launch_3(inputs)
	if (locale === "ta") return ta_pricing_launch_3(inputs)
	return en_pricing_launch_3(inputs)
});