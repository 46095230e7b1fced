/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_3_TextInputs */

const en_home_onboarding_3_text = /** @type {(inputs: Home_Onboarding_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow every update, screenshot and report in real time.`)
};

const si_home_onboarding_3_text = /** @type {(inputs: Home_Onboarding_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම යාවත්කාලීනයක්ම, තිර රුවක්ම සහ වාර්තාවක්ම තත්කාලීනව අනුගමනය කරන්න.`)
};

const ta_home_onboarding_3_text = /** @type {(inputs: Home_Onboarding_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு புதுப்பிப்பையும், திரைப்பிடிப்பையும், அறிக்கையையும் நிகழ்நேரத்தில் பின்தொடருங்கள்.`)
};

/**
* | output |
* | --- |
* | "Follow every update, screenshot and report in real time." |
*
* @param {Home_Onboarding_3_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_3_text = /** @type {((inputs?: Home_Onboarding_3_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_3_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_3_text(inputs)
	if (locale === "ta") return ta_home_onboarding_3_text(inputs)
	return en_home_onboarding_3_text(inputs)
});