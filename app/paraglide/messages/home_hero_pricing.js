/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_PricingInputs */

const en_home_hero_pricing = /** @type {(inputs: Home_Hero_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See Plans & Pricing`)
};

const si_home_hero_pricing = /** @type {(inputs: Home_Hero_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම් සහ මිල ගණන් බලන්න`)
};

const ta_home_hero_pricing = /** @type {(inputs: Home_Hero_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்களையும் கட்டணங்களையும் பாருங்கள்`)
};

/**
* | output |
* | --- |
* | "See Plans & Pricing" |
*
* @param {Home_Hero_PricingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_hero_pricing = /** @type {((inputs?: Home_Hero_PricingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_PricingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_hero_pricing(inputs)
	if (locale === "ta") return ta_home_hero_pricing(inputs)
	return en_home_hero_pricing(inputs)
});