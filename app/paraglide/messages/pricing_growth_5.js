/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Growth_5Inputs */

const en_pricing_growth_5 = /** @type {(inputs: Pricing_Growth_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reels and short-form video`)
};

const si_pricing_growth_5 = /** @type {(inputs: Pricing_Growth_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රීල්ස් සහ කෙටි වීඩියෝ`)
};

const ta_pricing_growth_5 = /** @type {(inputs: Pricing_Growth_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரீல்ஸ் மற்றும் குறும் வீடியோக்கள்`)
};

/**
* | output |
* | --- |
* | "Reels and short-form video" |
*
* @param {Pricing_Growth_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_5 = /** @type {((inputs?: Pricing_Growth_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Growth_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_growth_5(inputs)
	if (locale === "ta") return ta_pricing_growth_5(inputs)
	return en_pricing_growth_5(inputs)
});