/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Enterprise_PriorityInputs */

const en_pricing_enterprise_priority = /** @type {(inputs: Pricing_Enterprise_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority support`)
};

const si_pricing_enterprise_priority = /** @type {(inputs: Pricing_Enterprise_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රමුඛතා සහාය`)
};

const ta_pricing_enterprise_priority = /** @type {(inputs: Pricing_Enterprise_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னுரிமை உதவி`)
};

/**
* | output |
* | --- |
* | "Priority support" |
*
* @param {Pricing_Enterprise_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_priority = /** @type {((inputs?: Pricing_Enterprise_PriorityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Enterprise_PriorityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_enterprise_priority(inputs)
	if (locale === "ta") return ta_pricing_enterprise_priority(inputs)
	return en_pricing_enterprise_priority(inputs)
});