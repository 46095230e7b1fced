/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Launch_5Inputs */

const en_pricing_launch_5 = /** @type {(inputs: Pricing_Launch_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly performance report`)
};

const si_pricing_launch_5 = /** @type {(inputs: Pricing_Launch_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික කාර්ය සාධන වාර්තාව`)
};

const ta_pricing_launch_5 = /** @type {(inputs: Pricing_Launch_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திர செயல்திறன் அறிக்கை`)
};

/**
* | output |
* | --- |
* | "Monthly performance report" |
*
* @param {Pricing_Launch_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_launch_5 = /** @type {((inputs?: Pricing_Launch_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Launch_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_launch_5(inputs)
	if (locale === "ta") return ta_pricing_launch_5(inputs)
	return en_pricing_launch_5(inputs)
});