/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Growth_1Inputs */

const en_pricing_growth_1 = /** @type {(inputs: Pricing_Growth_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 posts per month`)
};

const si_pricing_growth_1 = /** @type {(inputs: Pricing_Growth_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මසකට පළ කිරීම් 30`)
};

const ta_pricing_growth_1 = /** @type {(inputs: Pricing_Growth_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம் 30 பதிவுகள்`)
};

/**
* | output |
* | --- |
* | "30 posts per month" |
*
* @param {Pricing_Growth_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_1 = /** @type {((inputs?: Pricing_Growth_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Growth_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_growth_1(inputs)
	if (locale === "ta") return ta_pricing_growth_1(inputs)
	return en_pricing_growth_1(inputs)
});