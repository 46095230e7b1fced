/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Scale_5Inputs */

const en_pricing_scale_5 = /** @type {(inputs: Pricing_Scale_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dedicated account manager`)
};

const si_pricing_scale_5 = /** @type {(inputs: Pricing_Scale_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබටම වෙන් වූ ගිණුම් කළමනාකරුවෙක්`)
};

const ta_pricing_scale_5 = /** @type {(inputs: Pricing_Scale_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கென பிரத்யேகக் கணக்கு மேலாளர்`)
};

/**
* | output |
* | --- |
* | "Dedicated account manager" |
*
* @param {Pricing_Scale_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_scale_5 = /** @type {((inputs?: Pricing_Scale_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scale_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_scale_5(inputs)
	if (locale === "ta") return ta_pricing_scale_5(inputs)
	return en_pricing_scale_5(inputs)
});