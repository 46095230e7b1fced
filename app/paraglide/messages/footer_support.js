/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_SupportInputs */

const en_footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

const si_footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය`)
};

const ta_footer_support = /** @type {(inputs: Footer_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவி`)
};

/**
* | output |
* | --- |
* | "Support" |
*
* @param {Footer_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_support = /** @type {((inputs?: Footer_SupportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SupportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_support(inputs)
	if (locale === "ta") return ta_footer_support(inputs)
	return en_footer_support(inputs)
});