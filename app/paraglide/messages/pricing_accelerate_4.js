/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Accelerate_4Inputs */

const en_pricing_accelerate_4 = /** @type {(inputs: Pricing_Accelerate_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link building`)
};

const si_pricing_accelerate_4 = /** @type {(inputs: Pricing_Accelerate_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සබැඳි ගොඩනැගීම`)
};

const ta_pricing_accelerate_4 = /** @type {(inputs: Pricing_Accelerate_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைப்பு உருவாக்கம்`)
};

/**
* | output |
* | --- |
* | "Link building" |
*
* @param {Pricing_Accelerate_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_4 = /** @type {((inputs?: Pricing_Accelerate_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Accelerate_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_accelerate_4(inputs)
	if (locale === "ta") return ta_pricing_accelerate_4(inputs)
	return en_pricing_accelerate_4(inputs)
});