/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Growth_6Inputs */

const en_pricing_growth_6 = /** @type {(inputs: Pricing_Growth_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bi-weekly performance reports`)
};

const si_pricing_growth_6 = /** @type {(inputs: Pricing_Growth_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සති දෙකකට වරක් කාර්ය සාධන වාර්තා`)
};

const ta_pricing_growth_6 = /** @type {(inputs: Pricing_Growth_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு வாரங்களுக்கு ஒருமுறை செயல்திறன் அறிக்கைகள்`)
};

/**
* | output |
* | --- |
* | "Bi-weekly performance reports" |
*
* @param {Pricing_Growth_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_6 = /** @type {((inputs?: Pricing_Growth_6Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Growth_6Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_growth_6(inputs)
	if (locale === "ta") return ta_pricing_growth_6(inputs)
	return en_pricing_growth_6(inputs)
});