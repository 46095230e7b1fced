/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_CookiesInputs */

const en_footer_cookies = /** @type {(inputs: Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie Policy`)
};

const si_footer_cookies = /** @type {(inputs: Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කුකී ප්‍රතිපත්තිය`)
};

const ta_footer_cookies = /** @type {(inputs: Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குக்கீ கொள்கை`)
};

/**
* | output |
* | --- |
* | "Cookie Policy" |
*
* @param {Footer_CookiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_cookies = /** @type {((inputs?: Footer_CookiesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CookiesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_cookies(inputs)
	if (locale === "ta") return ta_footer_cookies(inputs)
	return en_footer_cookies(inputs)
});