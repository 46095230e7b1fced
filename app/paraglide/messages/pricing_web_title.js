/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Web_TitleInputs */

const en_pricing_web_title = /** @type {(inputs: Pricing_Web_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need a Website?`)
};

const si_pricing_web_title = /** @type {(inputs: Pricing_Web_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙබ් අඩවියක් අවශ්‍යද?`)
};

const ta_pricing_web_title = /** @type {(inputs: Pricing_Web_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணையதளம் தேவையா?`)
};

/**
* | output |
* | --- |
* | "Need a Website?" |
*
* @param {Pricing_Web_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_web_title = /** @type {((inputs?: Pricing_Web_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Web_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_web_title(inputs)
	if (locale === "ta") return ta_pricing_web_title(inputs)
	return en_pricing_web_title(inputs)
});