/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_ExploreInputs */

const en_home_flidesk_explore = /** @type {(inputs: Home_Flidesk_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Fli DESK Features`)
};

const si_home_flidesk_explore = /** @type {(inputs: Home_Flidesk_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හි විශේෂාංග බලන්න`)
};

const ta_home_flidesk_explore = /** @type {(inputs: Home_Flidesk_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அம்சங்களைப் பாருங்கள்`)
};

/**
* | output |
* | --- |
* | "Explore Fli DESK Features" |
*
* @param {Home_Flidesk_ExploreInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_explore = /** @type {((inputs?: Home_Flidesk_ExploreInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_ExploreInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_explore(inputs)
	if (locale === "ta") return ta_home_flidesk_explore(inputs)
	return en_home_flidesk_explore(inputs)
});