/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_SecurityInputs */

const en_home_flidesk_security = /** @type {(inputs: Home_Flidesk_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enterprise security`)
};

const si_home_flidesk_security = /** @type {(inputs: Home_Flidesk_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යවසාය මට්ටමේ ආරක්ෂාව`)
};

const ta_home_flidesk_security = /** @type {(inputs: Home_Flidesk_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுவன அளவிலான பாதுகாப்பு`)
};

/**
* | output |
* | --- |
* | "Enterprise security" |
*
* @param {Home_Flidesk_SecurityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_security = /** @type {((inputs?: Home_Flidesk_SecurityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_SecurityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_security(inputs)
	if (locale === "ta") return ta_home_flidesk_security(inputs)
	return en_home_flidesk_security(inputs)
});