/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Accelerate_2Inputs */

const en_pricing_accelerate_2 = /** @type {(inputs: Pricing_Accelerate_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Essential`)
};

const si_pricing_accelerate_2 = /** @type {(inputs: Pricing_Accelerate_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essential හි ඇති සියල්ල`)
};

const ta_pricing_accelerate_2 = /** @type {(inputs: Pricing_Accelerate_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essential திட்டத்தில் உள்ள அனைத்தும்`)
};

/**
* | output |
* | --- |
* | "Everything in Essential" |
*
* @param {Pricing_Accelerate_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_2 = /** @type {((inputs?: Pricing_Accelerate_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Accelerate_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_accelerate_2(inputs)
	if (locale === "ta") return ta_pricing_accelerate_2(inputs)
	return en_pricing_accelerate_2(inputs)
});