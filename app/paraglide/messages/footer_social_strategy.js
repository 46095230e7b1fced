/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Social_StrategyInputs */

const en_footer_social_strategy = /** @type {(inputs: Footer_Social_StrategyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Media Strategy`)
};

const si_footer_social_strategy = /** @type {(inputs: Footer_Social_StrategyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය උපාය මාර්ග`)
};

const ta_footer_social_strategy = /** @type {(inputs: Footer_Social_StrategyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடக உத்தி`)
};

/**
* | output |
* | --- |
* | "Social Media Strategy" |
*
* @param {Footer_Social_StrategyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_social_strategy = /** @type {((inputs?: Footer_Social_StrategyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Social_StrategyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_social_strategy(inputs)
	if (locale === "ta") return ta_footer_social_strategy(inputs)
	return en_footer_social_strategy(inputs)
});