/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_EmailInputs */

const en_support_email = /** @type {(inputs: Support_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Support`)
};

const si_support_email = /** @type {(inputs: Support_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් සහාය`)
};

const ta_support_email = /** @type {(inputs: Support_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் உதவி`)
};

/**
* | output |
* | --- |
* | "Email Support" |
*
* @param {Support_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_email = /** @type {((inputs?: Support_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_email(inputs)
	if (locale === "ta") return ta_support_email(inputs)
	return en_support_email(inputs)
});