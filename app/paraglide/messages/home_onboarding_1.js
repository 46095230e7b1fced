/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_1Inputs */

const en_home_onboarding_1 = /** @type {(inputs: Home_Onboarding_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your business`)
};

const si_home_onboarding_1 = /** @type {(inputs: Home_Onboarding_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපාරය ගැන අපට කියන්න`)
};

const ta_home_onboarding_1 = /** @type {(inputs: Home_Onboarding_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் வணிகத்தைப் பற்றிச் சொல்லுங்கள்`)
};

/**
* | output |
* | --- |
* | "Tell us about your business" |
*
* @param {Home_Onboarding_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_1 = /** @type {((inputs?: Home_Onboarding_1Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_1Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_1(inputs)
	if (locale === "ta") return ta_home_onboarding_1(inputs)
	return en_home_onboarding_1(inputs)
});