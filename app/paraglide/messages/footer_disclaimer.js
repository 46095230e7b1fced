/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_DisclaimerInputs */

const en_footer_disclaimer = /** @type {(inputs: Footer_DisclaimerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disclaimer`)
};

const si_footer_disclaimer = /** @type {(inputs: Footer_DisclaimerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වගකීම් ප්‍රතික්ෂේපය`)
};

const ta_footer_disclaimer = /** @type {(inputs: Footer_DisclaimerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொறுப்புத் துறப்பு`)
};

/**
* | output |
* | --- |
* | "Disclaimer" |
*
* @param {Footer_DisclaimerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_disclaimer = /** @type {((inputs?: Footer_DisclaimerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_DisclaimerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_disclaimer(inputs)
	if (locale === "ta") return ta_footer_disclaimer(inputs)
	return en_footer_disclaimer(inputs)
});