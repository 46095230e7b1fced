/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_SupportInputs */

const en_home_flidesk_support = /** @type {(inputs: Home_Flidesk_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

const si_home_flidesk_support = /** @type {(inputs: Home_Flidesk_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය`)
};

const ta_home_flidesk_support = /** @type {(inputs: Home_Flidesk_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவி`)
};

/**
* | output |
* | --- |
* | "Support" |
*
* @param {Home_Flidesk_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_support = /** @type {((inputs?: Home_Flidesk_SupportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_SupportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_support(inputs)
	if (locale === "ta") return ta_home_flidesk_support(inputs)
	return en_home_flidesk_support(inputs)
});