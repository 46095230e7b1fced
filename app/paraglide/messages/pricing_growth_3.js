/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Growth_3Inputs */

const en_pricing_growth_3 = /** @type {(inputs: Pricing_Growth_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad campaign management (ad budget up to LKR 50k)`)
};

const si_pricing_growth_3 = /** @type {(inputs: Pricing_Growth_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන්වීම් ප්‍රචාරණ කළමනාකරණය (දැන්වීම් අයවැය LKR 50,000 දක්වා)`)
};

const ta_pricing_growth_3 = /** @type {(inputs: Pricing_Growth_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விளம்பரப் பிரச்சார மேலாண்மை (விளம்பர பட்ஜெட் LKR 50,000 வரை)`)
};

/**
* | output |
* | --- |
* | "Ad campaign management (ad budget up to LKR 50k)" |
*
* @param {Pricing_Growth_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_growth_3 = /** @type {((inputs?: Pricing_Growth_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Growth_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_growth_3(inputs)
	if (locale === "ta") return ta_pricing_growth_3(inputs)
	return en_pricing_growth_3(inputs)
});