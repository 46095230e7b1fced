/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Growth_4Inputs */

const en_pricing_growth_4 = /** @type {(inputs: Pricing_Growth_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community management and replies`)
};

const si_pricing_growth_4 = /** @type {(inputs: Pricing_Growth_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රජා කළමනාකරණය සහ පිළිතුරු`)
};

const ta_pricing_growth_4 = /** @type {(inputs: Pricing_Growth_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக மேலாண்மை மற்றும் பதில்கள்`)
};

/**
* | output |
* | --- |
* | "Community management and replies" |
*
* @param {Pricing_Growth_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_4 = /** @type {((inputs?: Pricing_Growth_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Growth_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_growth_4(inputs)
	if (locale === "ta") return ta_pricing_growth_4(inputs)
	return en_pricing_growth_4(inputs)
});