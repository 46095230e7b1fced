/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Growth_IdealInputs */

const en_pricing_growth_ideal = /** @type {(inputs: Pricing_Growth_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Growing brands ready to build a community`)
};

const si_pricing_growth_ideal = /** @type {(inputs: Pricing_Growth_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රජාවක් ගොඩනැගීමට සූදානම් වර්ධනය වන සන්නාම සඳහා`)
};

const ta_pricing_growth_ideal = /** @type {(inputs: Pricing_Growth_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூகத்தை உருவாக்கத் தயாராக உள்ள வளரும் பிராண்டுகளுக்கு`)
};

/**
* | output |
* | --- |
* | "Growing brands ready to build a community" |
*
* @param {Pricing_Growth_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_ideal = /** @type {((inputs?: Pricing_Growth_IdealInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Growth_IdealInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_growth_ideal(inputs)
	if (locale === "ta") return ta_pricing_growth_ideal(inputs)
	return en_pricing_growth_ideal(inputs)
});