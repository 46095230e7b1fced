/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Head_TitleInputs */

const en_pricing_head_title = /** @type {(inputs: Pricing_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pricing: Social Media & SEO Plans`)
};

const si_pricing_head_title = /** @type {(inputs: Pricing_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල ගණන්: සමාජ මාධ්‍ය සහ SEO සැලසුම්`)
};

const ta_pricing_head_title = /** @type {(inputs: Pricing_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணங்கள்: சமூக ஊடக மற்றும் SEO திட்டங்கள்`)
};

/**
* | output |
* | --- |
* | "Pricing: Social Media & SEO Plans" |
*
* @param {Pricing_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_head_title = /** @type {((inputs?: Pricing_Head_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Head_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_head_title(inputs)
	if (locale === "ta") return ta_pricing_head_title(inputs)
	return en_pricing_head_title(inputs)
});