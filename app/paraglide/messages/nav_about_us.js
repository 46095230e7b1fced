/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_About_UsInputs */

const en_nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

const si_nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප ගැන`)
};

const ta_nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைப் பற்றி`)
};

/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Nav_About_UsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_about_us = /** @type {((inputs?: Nav_About_UsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_About_UsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_about_us(inputs)
	if (locale === "ta") return ta_nav_about_us(inputs)
	return en_nav_about_us(inputs)
});