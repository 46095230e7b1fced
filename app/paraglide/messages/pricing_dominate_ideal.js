/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Dominate_IdealInputs */

const en_pricing_dominate_ideal = /** @type {(inputs: Pricing_Dominate_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brands that want to own their category`)
};

const si_pricing_dominate_ideal = /** @type {(inputs: Pricing_Dominate_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තම ක්ෂේත්‍රයේ ප්‍රමුඛයා වීමට කැමති සන්නාම සඳහා`)
};

const ta_pricing_dominate_ideal = /** @type {(inputs: Pricing_Dominate_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தங்கள் துறையில் முதலிடம் பிடிக்க விரும்பும் பிராண்டுகளுக்கு`)
};

/**
* | output |
* | --- |
* | "Brands that want to own their category" |
*
* @param {Pricing_Dominate_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_dominate_ideal = /** @type {((inputs?: Pricing_Dominate_IdealInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Dominate_IdealInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_dominate_ideal(inputs)
	if (locale === "ta") return ta_pricing_dominate_ideal(inputs)
	return en_pricing_dominate_ideal(inputs)
});