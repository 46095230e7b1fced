/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Accelerate_6Inputs */

const en_pricing_accelerate_6 = /** @type {(inputs: Pricing_Accelerate_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bi-weekly ranking reports`)
};

const si_pricing_accelerate_6 = /** @type {(inputs: Pricing_Accelerate_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සති දෙකකට වරක් සෙවුම් ස්ථාන වාර්තා`)
};

const ta_pricing_accelerate_6 = /** @type {(inputs: Pricing_Accelerate_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு வாரங்களுக்கு ஒருமுறை தரவரிசை அறிக்கைகள்`)
};

/**
* | output |
* | --- |
* | "Bi-weekly ranking reports" |
*
* @param {Pricing_Accelerate_6Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_6 = /** @type {((inputs?: Pricing_Accelerate_6Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Accelerate_6Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_accelerate_6(inputs)
	if (locale === "ta") return ta_pricing_accelerate_6(inputs)
	return en_pricing_accelerate_6(inputs)
});