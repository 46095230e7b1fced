/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Seo_ContentInputs */

const en_portfolio_seo_content = /** @type {(inputs: Portfolio_Seo_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO & Content`)
};

const si_portfolio_seo_content = /** @type {(inputs: Portfolio_Seo_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO සහ අන්තර්ගතය`)
};

const ta_portfolio_seo_content = /** @type {(inputs: Portfolio_Seo_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO மற்றும் உள்ளடக்கம்`)
};

/**
* | output |
* | --- |
* | "SEO & Content" |
*
* @param {Portfolio_Seo_ContentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_seo_content = /** @type {((inputs?: Portfolio_Seo_ContentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Seo_ContentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_seo_content(inputs)
	if (locale === "ta") return ta_portfolio_seo_content(inputs)
	return en_portfolio_seo_content(inputs)
});