/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Seo_BasicsInputs */

const en_careers_seo_basics = /** @type {(inputs: Careers_Seo_BasicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO basics`)
};

const si_careers_seo_basics = /** @type {(inputs: Careers_Seo_BasicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO මූලික කරුණු`)
};

const ta_careers_seo_basics = /** @type {(inputs: Careers_Seo_BasicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO அடிப்படைகள்`)
};

/**
* | output |
* | --- |
* | "SEO basics" |
*
* @param {Careers_Seo_BasicsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_seo_basics = /** @type {((inputs?: Careers_Seo_BasicsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Seo_BasicsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_seo_basics(inputs)
	if (locale === "ta") return ta_careers_seo_basics(inputs)
	return en_careers_seo_basics(inputs)
});