/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_AdsInputs */

const en_pricing_faq_ads = /** @type {(inputs: Pricing_Faq_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is the ad budget included in the price?`)
};

const si_pricing_faq_ads = /** @type {(inputs: Pricing_Faq_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන්වීම් අයවැය මිලට ඇතුළත්ද?`)
};

const ta_pricing_faq_ads = /** @type {(inputs: Pricing_Faq_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விளம்பர பட்ஜெட் விலையில் அடங்குமா?`)
};

/**
* | output |
* | --- |
* | "Is the ad budget included in the price?" |
*
* @param {Pricing_Faq_AdsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_ads = /** @type {((inputs?: Pricing_Faq_AdsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_AdsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_ads(inputs)
	if (locale === "ta") return ta_pricing_faq_ads(inputs)
	return en_pricing_faq_ads(inputs)
});