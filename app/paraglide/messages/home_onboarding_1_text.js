/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_1_TextInputs */

const en_home_onboarding_1_text = /** @type {(inputs: Home_Onboarding_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short onboarding tells us your goals, platforms and audience.`)
};

const si_home_onboarding_1_text = /** @type {(inputs: Home_Onboarding_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කෙටි ආරම්භක පියවරකින් ඔබේ ඉලක්ක, වේදිකා සහ ප්‍රේක්ෂකයන් ගැන අපි දැනගනිමු.`)
};

const ta_home_onboarding_1_text = /** @type {(inputs: Home_Onboarding_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுருக்கமான தொடக்கப் படிகள் மூலம் உங்கள் இலக்குகள், தளங்கள், பார்வையாளர்களைத் தெரிந்துகொள்கிறோம்.`)
};

/**
* | output |
* | --- |
* | "A short onboarding tells us your goals, platforms and audience." |
*
* @param {Home_Onboarding_1_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_1_text = /** @type {((inputs?: Home_Onboarding_1_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_1_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_1_text(inputs)
	if (locale === "ta") return ta_home_onboarding_1_text(inputs)
	return en_home_onboarding_1_text(inputs)
});