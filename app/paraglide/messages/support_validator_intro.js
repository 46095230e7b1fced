/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Validator_IntroInputs */

const en_support_validator_intro = /** @type {(inputs: Support_Validator_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your account and plan. Your data is protected: only your plan, payment status and a masked email are shown.`)
};

const si_support_validator_intro = /** @type {(inputs: Support_Validator_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගිණුම සහ සැලසුම තහවුරු කරගන්න. ඔබේ දත්ත ආරක්ෂිතයි: පෙන්වන්නේ ඔබේ සැලසුම, ගෙවීම් තත්ත්වය සහ අර්ධව සැඟවූ ඊමේල් ලිපිනය පමණි.`)
};

const ta_support_validator_intro = /** @type {(inputs: Support_Validator_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கணக்கையும் திட்டத்தையும் உறுதிசெய்யுங்கள். உங்கள் தரவு பாதுகாக்கப்படுகிறது: உங்கள் திட்டம், கட்டண நிலை, பகுதி மறைக்கப்பட்ட மின்னஞ்சல் மட்டுமே காட்டப்படும்.`)
};

/**
* | output |
* | --- |
* | "Confirm your account and plan. Your data is protected: only your plan, payment status and a masked email are shown." |
*
* @param {Support_Validator_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validator_intro = /** @type {((inputs?: Support_Validator_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Validator_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_validator_intro(inputs)
	if (locale === "ta") return ta_support_validator_intro(inputs)
	return en_support_validator_intro(inputs)
});