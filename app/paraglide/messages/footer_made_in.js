/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Made_InInputs */

const en_footer_made_in = /** @type {(inputs: Footer_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made in Sri Lanka.`)
};

const si_footer_made_in = /** @type {(inputs: Footer_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රී ලංකාවේ නිපදවන ලදී.`)
};

const ta_footer_made_in = /** @type {(inputs: Footer_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலங்கையில் உருவாக்கப்பட்டது.`)
};

/**
* | output |
* | --- |
* | "Made in Sri Lanka." |
*
* @param {Footer_Made_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_made_in = /** @type {((inputs?: Footer_Made_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Made_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_made_in(inputs)
	if (locale === "ta") return ta_footer_made_in(inputs)
	return en_footer_made_in(inputs)
});