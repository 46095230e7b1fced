/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MainInputs */

const en_nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const si_nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රධාන`)
};

const ta_nav_main = /** @type {(inputs: Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதன்மை`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_main = /** @type {((inputs?: Nav_MainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_main(inputs)
	if (locale === "ta") return ta_nav_main(inputs)
	return en_nav_main(inputs)
});