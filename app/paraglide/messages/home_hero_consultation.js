/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_ConsultationInputs */

const en_home_hero_consultation = /** @type {(inputs: Home_Hero_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book Your Private Consultation`)
};

const si_home_hero_consultation = /** @type {(inputs: Home_Hero_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෞද්ගලික සාකච්ඡාවක් වෙන්කරගන්න`)
};

const ta_home_hero_consultation = /** @type {(inputs: Home_Hero_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனிப்பட்ட ஆலோசனைக்கு நேரம் ஒதுக்குங்கள்`)
};

/**
* | output |
* | --- |
* | "Book Your Private Consultation" |
*
* @param {Home_Hero_ConsultationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_hero_consultation = /** @type {((inputs?: Home_Hero_ConsultationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_ConsultationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_hero_consultation(inputs)
	if (locale === "ta") return ta_home_hero_consultation(inputs)
	return en_home_hero_consultation(inputs)
});