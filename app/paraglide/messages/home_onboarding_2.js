/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_2Inputs */

const en_home_onboarding_2 = /** @type {(inputs: Home_Onboarding_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet your team`)
};

const si_home_onboarding_2 = /** @type {(inputs: Home_Onboarding_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ කණ්ඩායම හමුවන්න`)
};

const ta_home_onboarding_2 = /** @type {(inputs: Home_Onboarding_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் குழுவைச் சந்தியுங்கள்`)
};

/**
* | output |
* | --- |
* | "Meet your team" |
*
* @param {Home_Onboarding_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_2 = /** @type {((inputs?: Home_Onboarding_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_2(inputs)
	if (locale === "ta") return ta_home_onboarding_2(inputs)
	return en_home_onboarding_2(inputs)
});