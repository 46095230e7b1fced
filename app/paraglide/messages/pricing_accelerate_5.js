/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Accelerate_5Inputs */

const en_pricing_accelerate_5 = /** @type {(inputs: Pricing_Accelerate_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competitor analysis`)
};

const si_pricing_accelerate_5 = /** @type {(inputs: Pricing_Accelerate_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තරගකරුවන් විශ්ලේෂණය`)
};

const ta_pricing_accelerate_5 = /** @type {(inputs: Pricing_Accelerate_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`போட்டியாளர் பகுப்பாய்வு`)
};

/**
* | output |
* | --- |
* | "Competitor analysis" |
*
* @param {Pricing_Accelerate_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_5 = /** @type {((inputs?: Pricing_Accelerate_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Accelerate_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_accelerate_5(inputs)
	if (locale === "ta") return ta_pricing_accelerate_5(inputs)
	return en_pricing_accelerate_5(inputs)
});