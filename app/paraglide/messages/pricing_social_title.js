/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Social_TitleInputs */

const en_pricing_social_title = /** @type {(inputs: Pricing_Social_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Media Management`)
};

const si_pricing_social_title = /** @type {(inputs: Pricing_Social_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය කළමනාකරණය`)
};

const ta_pricing_social_title = /** @type {(inputs: Pricing_Social_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடக மேலாண்மை`)
};

/**
* | output |
* | --- |
* | "Social Media Management" |
*
* @param {Pricing_Social_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_social_title = /** @type {((inputs?: Pricing_Social_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Social_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_social_title(inputs)
	if (locale === "ta") return ta_pricing_social_title(inputs)
	return en_pricing_social_title(inputs)
});