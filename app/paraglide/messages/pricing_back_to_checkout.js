/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Back_To_CheckoutInputs */

const en_pricing_back_to_checkout = /** @type {(inputs: Pricing_Back_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to checkout`)
};

const si_pricing_back_to_checkout = /** @type {(inputs: Pricing_Back_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත ගෙවීම් පිටුවට`)
};

const ta_pricing_back_to_checkout = /** @type {(inputs: Pricing_Back_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணப் பக்கத்துக்குத் திரும்பு`)
};

/**
* | output |
* | --- |
* | "Back to checkout" |
*
* @param {Pricing_Back_To_CheckoutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_back_to_checkout = /** @type {((inputs?: Pricing_Back_To_CheckoutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Back_To_CheckoutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_back_to_checkout(inputs)
	if (locale === "ta") return ta_pricing_back_to_checkout(inputs)
	return en_pricing_back_to_checkout(inputs)
});