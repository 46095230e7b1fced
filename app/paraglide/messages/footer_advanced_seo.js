/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Advanced_SeoInputs */

const en_footer_advanced_seo = /** @type {(inputs: Footer_Advanced_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced SEO`)
};

const si_footer_advanced_seo = /** @type {(inputs: Footer_Advanced_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උසස් SEO`)
};

const ta_footer_advanced_seo = /** @type {(inputs: Footer_Advanced_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேம்பட்ட SEO`)
};

/**
* | output |
* | --- |
* | "Advanced SEO" |
*
* @param {Footer_Advanced_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_advanced_seo = /** @type {((inputs?: Footer_Advanced_SeoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Advanced_SeoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_advanced_seo(inputs)
	if (locale === "ta") return ta_footer_advanced_seo(inputs)
	return en_footer_advanced_seo(inputs)
});