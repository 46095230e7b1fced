/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_LegalInputs */

const en_footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal`)
};

const si_footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නීතිමය`)
};

const ta_footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சட்டம்`)
};

/**
* | output |
* | --- |
* | "Legal" |
*
* @param {Footer_LegalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_legal = /** @type {((inputs?: Footer_LegalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LegalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_legal(inputs)
	if (locale === "ta") return ta_footer_legal(inputs)
	return en_footer_legal(inputs)
});