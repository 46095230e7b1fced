/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_FeaturesInputs */

const en_flidesk_features = /** @type {(inputs: Flidesk_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features`)
};

const si_flidesk_features = /** @type {(inputs: Flidesk_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශේෂාංග`)
};

const ta_flidesk_features = /** @type {(inputs: Flidesk_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அம்சங்கள்`)
};

/**
* | output |
* | --- |
* | "Features" |
*
* @param {Flidesk_FeaturesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_features = /** @type {((inputs?: Flidesk_FeaturesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_FeaturesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_features(inputs)
	if (locale === "ta") return ta_flidesk_features(inputs)
	return en_flidesk_features(inputs)
});