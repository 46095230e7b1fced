/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Dominate_2Inputs */

const en_pricing_dominate_2 = /** @type {(inputs: Pricing_Dominate_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Accelerate`)
};

const si_pricing_dominate_2 = /** @type {(inputs: Pricing_Dominate_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accelerate හි ඇති සියල්ල`)
};

const ta_pricing_dominate_2 = /** @type {(inputs: Pricing_Dominate_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accelerate திட்டத்தில் உள்ள அனைத்தும்`)
};

/**
* | output |
* | --- |
* | "Everything in Accelerate" |
*
* @param {Pricing_Dominate_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_2 = /** @type {((inputs?: Pricing_Dominate_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Dominate_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_dominate_2(inputs)
	if (locale === "ta") return ta_pricing_dominate_2(inputs)
	return en_pricing_dominate_2(inputs)
});