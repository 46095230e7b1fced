/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Essential_5Inputs */

const en_pricing_essential_5 = /** @type {(inputs: Pricing_Essential_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly ranking report`)
};

const si_pricing_essential_5 = /** @type {(inputs: Pricing_Essential_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෙවුම් ස්ථාන පිළිබඳ මාසික වාර්තාව`)
};

const ta_pricing_essential_5 = /** @type {(inputs: Pricing_Essential_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திர தரவரிசை அறிக்கை`)
};

/**
* | output |
* | --- |
* | "Monthly ranking report" |
*
* @param {Pricing_Essential_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_essential_5 = /** @type {((inputs?: Pricing_Essential_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Essential_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_essential_5(inputs)
	if (locale === "ta") return ta_pricing_essential_5(inputs)
	return en_pricing_essential_5(inputs)
});