/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Dashboard_FeaturesInputs */

const en_nav_dashboard_features = /** @type {(inputs: Nav_Dashboard_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard Features`)
};

const si_nav_dashboard_features = /** @type {(inputs: Nav_Dashboard_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුවේ විශේෂාංග`)
};

const ta_nav_dashboard_features = /** @type {(inputs: Nav_Dashboard_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டு அம்சங்கள்`)
};

/**
* | output |
* | --- |
* | "Dashboard Features" |
*
* @param {Nav_Dashboard_FeaturesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_dashboard_features = /** @type {((inputs?: Nav_Dashboard_FeaturesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Dashboard_FeaturesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_dashboard_features(inputs)
	if (locale === "ta") return ta_nav_dashboard_features(inputs)
	return en_nav_dashboard_features(inputs)
});