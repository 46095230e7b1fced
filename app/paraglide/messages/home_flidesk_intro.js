/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_IntroInputs */

const en_home_flidesk_intro = /** @type {(inputs: Home_Flidesk_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every client gets Fli DESK: one place to follow progress, updates and results.`)
};

const si_home_flidesk_intro = /** @type {(inputs: Home_Flidesk_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම සේවාදායකයෙකුටම Fli DESK ලැබේ: ප්‍රගතිය, යාවත්කාලීන සහ ප්‍රතිඵල එකම තැනකින් බලාගත හැකිය.`)
};

const ta_home_flidesk_intro = /** @type {(inputs: Home_Flidesk_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு வாடிக்கையாளருக்கும் Fli DESK கிடைக்கும்: முன்னேற்றம், புதுப்பிப்புகள், முடிவுகள் அனைத்தையும் ஒரே இடத்தில் பின்தொடரலாம்.`)
};

/**
* | output |
* | --- |
* | "Every client gets Fli DESK: one place to follow progress, updates and results." |
*
* @param {Home_Flidesk_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_intro = /** @type {((inputs?: Home_Flidesk_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_intro(inputs)
	if (locale === "ta") return ta_home_flidesk_intro(inputs)
	return en_home_flidesk_intro(inputs)
});