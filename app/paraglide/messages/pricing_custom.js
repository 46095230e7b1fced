/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_CustomInputs */

const en_pricing_custom = /** @type {(inputs: Pricing_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom`)
};

const si_pricing_custom = /** @type {(inputs: Pricing_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශේෂ මිල`)
};

const ta_pricing_custom = /** @type {(inputs: Pricing_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனிப்பயன்`)
};

/**
* | output |
* | --- |
* | "Custom" |
*
* @param {Pricing_CustomInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_custom = /** @type {((inputs?: Pricing_CustomInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_CustomInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_custom(inputs)
	if (locale === "ta") return ta_pricing_custom(inputs)
	return en_pricing_custom(inputs)
});