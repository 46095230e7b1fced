/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_3Inputs */

const en_home_onboarding_3 = /** @type {(inputs: Home_Onboarding_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch it grow`)
};

const si_home_onboarding_3 = /** @type {(inputs: Home_Onboarding_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වර්ධනය බලාසිටින්න`)
};

const ta_home_onboarding_3 = /** @type {(inputs: Home_Onboarding_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வளர்ச்சியைக் காணுங்கள்`)
};

/**
* | output |
* | --- |
* | "Watch it grow" |
*
* @param {Home_Onboarding_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_3 = /** @type {((inputs?: Home_Onboarding_3Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_3Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_3(inputs)
	if (locale === "ta") return ta_home_onboarding_3(inputs)
	return en_home_onboarding_3(inputs)
});