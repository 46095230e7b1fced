/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_SocialInputs */

const en_footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

const si_footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය`)
};

const ta_footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகங்கள்`)
};

/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_social = /** @type {((inputs?: Footer_SocialInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SocialInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_social(inputs)
	if (locale === "ta") return ta_footer_social(inputs)
	return en_footer_social(inputs)
});