/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_EyebrowInputs */

const en_home_onboarding_eyebrow = /** @type {(inputs: Home_Onboarding_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onboarding`)
};

const si_home_onboarding_eyebrow = /** @type {(inputs: Home_Onboarding_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරම්භක පියවර`)
};

const ta_home_onboarding_eyebrow = /** @type {(inputs: Home_Onboarding_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடக்கப் படிகள்`)
};

/**
* | output |
* | --- |
* | "Onboarding" |
*
* @param {Home_Onboarding_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_eyebrow = /** @type {((inputs?: Home_Onboarding_EyebrowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_EyebrowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_eyebrow(inputs)
	if (locale === "ta") return ta_home_onboarding_eyebrow(inputs)
	return en_home_onboarding_eyebrow(inputs)
});