/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Meta_AdsInputs */

const en_portfolio_meta_ads = /** @type {(inputs: Portfolio_Meta_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta Ads`)
};

const si_portfolio_meta_ads = /** @type {(inputs: Portfolio_Meta_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta දැන්වීම්`)
};

const ta_portfolio_meta_ads = /** @type {(inputs: Portfolio_Meta_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta விளம்பரங்கள்`)
};

/**
* | output |
* | --- |
* | "Meta Ads" |
*
* @param {Portfolio_Meta_AdsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_meta_ads = /** @type {((inputs?: Portfolio_Meta_AdsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Meta_AdsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_meta_ads(inputs)
	if (locale === "ta") return ta_portfolio_meta_ads(inputs)
	return en_portfolio_meta_ads(inputs)
});