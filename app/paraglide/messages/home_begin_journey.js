/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Begin_JourneyInputs */

const en_home_begin_journey = /** @type {(inputs: Home_Begin_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Begin Your Journey`)
};

const si_home_begin_journey = /** @type {(inputs: Home_Begin_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගමන අරඹන්න`)
};

const ta_home_begin_journey = /** @type {(inputs: Home_Begin_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பயணத்தைத் தொடங்குங்கள்`)
};

/**
* | output |
* | --- |
* | "Begin Your Journey" |
*
* @param {Home_Begin_JourneyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_begin_journey = /** @type {((inputs?: Home_Begin_JourneyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Begin_JourneyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_begin_journey(inputs)
	if (locale === "ta") return ta_home_begin_journey(inputs)
	return en_home_begin_journey(inputs)
});