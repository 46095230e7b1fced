/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Technical_SeoInputs */

const en_portfolio_technical_seo = /** @type {(inputs: Portfolio_Technical_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical SEO`)
};

const si_portfolio_technical_seo = /** @type {(inputs: Portfolio_Technical_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තාක්ෂණික SEO`)
};

const ta_portfolio_technical_seo = /** @type {(inputs: Portfolio_Technical_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொழில்நுட்ப SEO`)
};

/**
* | output |
* | --- |
* | "Technical SEO" |
*
* @param {Portfolio_Technical_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_technical_seo = /** @type {((inputs?: Portfolio_Technical_SeoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Technical_SeoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_technical_seo(inputs)
	if (locale === "ta") return ta_portfolio_technical_seo(inputs)
	return en_portfolio_technical_seo(inputs)
});