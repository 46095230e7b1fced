/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_TitleInputs */

const en_home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Strategic Social Media, SEO & Web Development Partner`)
};

const si_home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය, SEO සහ වෙබ් සංවර්ධනය සඳහා ඔබේ උපාය මාර්ගික හවුල්කරු`)
};

const ta_home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகம், SEO மற்றும் இணைய மேம்பாட்டுக்கான உங்கள் உத்திசார் கூட்டாளர்`)
};

/**
* | output |
* | --- |
* | "Your Strategic Social Media, SEO & Web Development Partner" |
*
* @param {Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_hero_title = /** @type {((inputs?: Home_Hero_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_hero_title(inputs)
	if (locale === "ta") return ta_home_hero_title(inputs)
	return en_home_hero_title(inputs)
});