/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_SeoInputs */

const en_nav_seo = /** @type {(inputs: Nav_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO Optimization`)
};

const si_nav_seo = /** @type {(inputs: Nav_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO ප්‍රශස්තකරණය`)
};

const ta_nav_seo = /** @type {(inputs: Nav_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO மேம்படுத்தல்`)
};

/**
* | output |
* | --- |
* | "SEO Optimization" |
*
* @param {Nav_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_seo = /** @type {((inputs?: Nav_SeoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SeoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_seo(inputs)
	if (locale === "ta") return ta_nav_seo(inputs)
	return en_nav_seo(inputs)
});