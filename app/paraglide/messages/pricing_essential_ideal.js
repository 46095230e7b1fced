/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Essential_IdealInputs */

const en_pricing_essential_ideal = /** @type {(inputs: Pricing_Essential_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local businesses that want to be found`)
};

const si_pricing_essential_ideal = /** @type {(inputs: Pricing_Essential_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගිකයන්ට පහසුවෙන් සොයාගත හැකි වීමට කැමති ප්‍රාදේශීය ව්‍යාපාර සඳහා`)
};

const ta_pricing_essential_ideal = /** @type {(inputs: Pricing_Essential_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்கள் எளிதில் கண்டறிய விரும்பும் உள்ளூர் வணிகங்களுக்கு`)
};

/**
* | output |
* | --- |
* | "Local businesses that want to be found" |
*
* @param {Pricing_Essential_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_essential_ideal = /** @type {((inputs?: Pricing_Essential_IdealInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Essential_IdealInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_essential_ideal(inputs)
	if (locale === "ta") return ta_pricing_essential_ideal(inputs)
	return en_pricing_essential_ideal(inputs)
});