/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Still_DecidingInputs */

const en_pricing_still_deciding = /** @type {(inputs: Pricing_Still_DecidingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still deciding?`)
};

const si_pricing_still_deciding = /** @type {(inputs: Pricing_Still_DecidingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවමත් තීරණය කරමින්ද?`)
};

const ta_pricing_still_deciding = /** @type {(inputs: Pricing_Still_DecidingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் முடிவு செய்யவில்லையா?`)
};

/**
* | output |
* | --- |
* | "Still deciding?" |
*
* @param {Pricing_Still_DecidingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_still_deciding = /** @type {((inputs?: Pricing_Still_DecidingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Still_DecidingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_still_deciding(inputs)
	if (locale === "ta") return ta_pricing_still_deciding(inputs)
	return en_pricing_still_deciding(inputs)
});