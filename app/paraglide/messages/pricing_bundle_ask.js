/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Bundle_AskInputs */

const en_pricing_bundle_ask = /** @type {(inputs: Pricing_Bundle_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a Bundle`)
};

const si_pricing_bundle_ask = /** @type {(inputs: Pricing_Bundle_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැකේජයක් ඉල්ලන්න`)
};

const ta_pricing_bundle_ask = /** @type {(inputs: Pricing_Bundle_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகுப்பைக் கேளுங்கள்`)
};

/**
* | output |
* | --- |
* | "Ask for a Bundle" |
*
* @param {Pricing_Bundle_AskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_bundle_ask = /** @type {((inputs?: Pricing_Bundle_AskInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Bundle_AskInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_bundle_ask(inputs)
	if (locale === "ta") return ta_pricing_bundle_ask(inputs)
	return en_pricing_bundle_ask(inputs)
});