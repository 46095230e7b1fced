/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_AnalyticsInputs */

const en_home_flidesk_analytics = /** @type {(inputs: Home_Flidesk_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-time analytics`)
};

const si_home_flidesk_analytics = /** @type {(inputs: Home_Flidesk_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්කාලීන විශ්ලේෂණ`)
};

const ta_home_flidesk_analytics = /** @type {(inputs: Home_Flidesk_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிகழ்நேரப் பகுப்பாய்வு`)
};

/**
* | output |
* | --- |
* | "Real-time analytics" |
*
* @param {Home_Flidesk_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_analytics = /** @type {((inputs?: Home_Flidesk_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_analytics(inputs)
	if (locale === "ta") return ta_home_flidesk_analytics(inputs)
	return en_home_flidesk_analytics(inputs)
});