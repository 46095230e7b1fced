/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Bundle_TitleInputs */

const en_pricing_bundle_title = /** @type {(inputs: Pricing_Bundle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundle & Save`)
};

const si_pricing_bundle_title = /** @type {(inputs: Pricing_Bundle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැකේජයක් ලෙස ගෙන ඉතිරි කරන්න`)
};

const ta_pricing_bundle_title = /** @type {(inputs: Pricing_Bundle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகுப்பாக வாங்கி சேமியுங்கள்`)
};

/**
* | output |
* | --- |
* | "Bundle & Save" |
*
* @param {Pricing_Bundle_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_bundle_title = /** @type {((inputs?: Pricing_Bundle_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Bundle_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_bundle_title(inputs)
	if (locale === "ta") return ta_pricing_bundle_title(inputs)
	return en_pricing_bundle_title(inputs)
});