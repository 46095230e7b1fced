/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Accelerate_IdealInputs */

const en_pricing_accelerate_ideal = /** @type {(inputs: Pricing_Accelerate_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Businesses competing for national search traffic`)
};

const si_pricing_accelerate_ideal = /** @type {(inputs: Pricing_Accelerate_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිවයින පුරා සෙවුම් හරහා පාරිභෝගිකයන් දිනා ගැනීමට තරග කරන ව්‍යාපාර සඳහා`)
};

const ta_pricing_accelerate_ideal = /** @type {(inputs: Pricing_Accelerate_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாடு தழுவிய தேடல் வருகைக்காகப் போட்டியிடும் வணிகங்களுக்கு`)
};

/**
* | output |
* | --- |
* | "Businesses competing for national search traffic" |
*
* @param {Pricing_Accelerate_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_accelerate_ideal = /** @type {((inputs?: Pricing_Accelerate_IdealInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Accelerate_IdealInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_accelerate_ideal(inputs)
	if (locale === "ta") return ta_pricing_accelerate_ideal(inputs)
	return en_pricing_accelerate_ideal(inputs)
});