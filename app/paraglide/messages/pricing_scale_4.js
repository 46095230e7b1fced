/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Scale_4Inputs */

const en_pricing_scale_4 = /** @type {(inputs: Pricing_Scale_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Influencer outreach`)
};

const si_pricing_scale_4 = /** @type {(inputs: Pricing_Scale_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජනප්‍රිය සමාජ මාධ්‍ය චරිත හරහා ප්‍රචාරණය`)
};

const ta_pricing_scale_4 = /** @type {(inputs: Pricing_Scale_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செல்வாக்குமிக்க படைப்பாளர்கள் மூலம் விளம்பரம்`)
};

/**
* | output |
* | --- |
* | "Influencer outreach" |
*
* @param {Pricing_Scale_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_scale_4 = /** @type {((inputs?: Pricing_Scale_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scale_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_scale_4(inputs)
	if (locale === "ta") return ta_pricing_scale_4(inputs)
	return en_pricing_scale_4(inputs)
});