/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_Analytics_TextInputs */

const en_home_flidesk_analytics_text = /** @type {(inputs: Home_Flidesk_Analytics_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress, updates and reports appear the moment your team posts them.`)
};

const si_home_flidesk_analytics_text = /** @type {(inputs: Home_Flidesk_Analytics_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ කණ්ඩායම පළ කළ සැණින් ප්‍රගතිය, යාවත්කාලීන සහ වාර්තා දිස්වේ.`)
};

const ta_home_flidesk_analytics_text = /** @type {(inputs: Home_Flidesk_Analytics_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் குழு பதிவிட்ட உடனேயே முன்னேற்றம், புதுப்பிப்புகள், அறிக்கைகள் தோன்றும்.`)
};

/**
* | output |
* | --- |
* | "Progress, updates and reports appear the moment your team posts them." |
*
* @param {Home_Flidesk_Analytics_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_analytics_text = /** @type {((inputs?: Home_Flidesk_Analytics_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_Analytics_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_analytics_text(inputs)
	if (locale === "ta") return ta_home_flidesk_analytics_text(inputs)
	return en_home_flidesk_analytics_text(inputs)
});