/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_TitleInputs */

const en_home_onboarding_title = /** @type {(inputs: Home_Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Welcome Box Is Waiting`)
};

const si_home_onboarding_title = /** @type {(inputs: Home_Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පිළිගැනීමේ පෙට්ටිය සූදානම්`)
};

const ta_home_onboarding_title = /** @type {(inputs: Home_Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் வரவேற்புப் பெட்டி காத்திருக்கிறது`)
};

/**
* | output |
* | --- |
* | "Your Welcome Box Is Waiting" |
*
* @param {Home_Onboarding_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_title = /** @type {((inputs?: Home_Onboarding_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_title(inputs)
	if (locale === "ta") return ta_home_onboarding_title(inputs)
	return en_home_onboarding_title(inputs)
});