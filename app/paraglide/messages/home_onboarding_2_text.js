/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Onboarding_2_TextInputs */

const en_home_onboarding_2_text = /** @type {(inputs: Home_Onboarding_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A strategist and specialists are assigned to your projects in Fli DESK.`)
};

const si_home_onboarding_2_text = /** @type {(inputs: Home_Onboarding_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හි ඔබේ ව්‍යාපෘති සඳහා උපාය මාර්ගිකයෙකු සහ විශේෂඥයන් පත් කෙරේ.`)
};

const ta_home_onboarding_2_text = /** @type {(inputs: Home_Onboarding_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK இல் உங்கள் திட்டங்களுக்கு ஓர் உத்தியாளரும் நிபுணர்களும் நியமிக்கப்படுவார்கள்.`)
};

/**
* | output |
* | --- |
* | "A strategist and specialists are assigned to your projects in Fli DESK." |
*
* @param {Home_Onboarding_2_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_2_text = /** @type {((inputs?: Home_Onboarding_2_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Onboarding_2_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_onboarding_2_text(inputs)
	if (locale === "ta") return ta_home_onboarding_2_text(inputs)
	return en_home_onboarding_2_text(inputs)
});