/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_EyebrowInputs */

const en_home_flidesk_eyebrow = /** @type {(inputs: Home_Flidesk_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client portal`)
};

const si_home_flidesk_eyebrow = /** @type {(inputs: Home_Flidesk_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායක ද්වාරය`)
};

const ta_home_flidesk_eyebrow = /** @type {(inputs: Home_Flidesk_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் போர்டல்`)
};

/**
* | output |
* | --- |
* | "Client portal" |
*
* @param {Home_Flidesk_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_eyebrow = /** @type {((inputs?: Home_Flidesk_EyebrowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_EyebrowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_eyebrow(inputs)
	if (locale === "ta") return ta_home_flidesk_eyebrow(inputs)
	return en_home_flidesk_eyebrow(inputs)
});