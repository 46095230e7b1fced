/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ContactInputs */

const en_nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const si_nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්බන්ධ වන්න`)
};

const ta_nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர்புகொள்ள`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Nav_ContactInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_contact = /** @type {((inputs?: Nav_ContactInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ContactInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_contact(inputs)
	if (locale === "ta") return ta_nav_contact(inputs)
	return en_nav_contact(inputs)
});