/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Invalid_TitleInputs */

const en_pricing_invalid_title = /** @type {(inputs: Pricing_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Checkout`)
};

const si_pricing_invalid_title = /** @type {(inputs: Pricing_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වලංගු නොවන ගෙවීම් සබැඳියකි`)
};

const ta_pricing_invalid_title = /** @type {(inputs: Pricing_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செல்லாத கட்டண இணைப்பு`)
};

/**
* | output |
* | --- |
* | "Invalid Checkout" |
*
* @param {Pricing_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_invalid_title = /** @type {((inputs?: Pricing_Invalid_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Invalid_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_invalid_title(inputs)
	if (locale === "ta") return ta_pricing_invalid_title(inputs)
	return en_pricing_invalid_title(inputs)
});