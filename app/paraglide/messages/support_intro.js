/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_IntroInputs */

const en_support_intro = /** @type {(inputs: Support_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach us the way that suits you. Critical issues are answered within an hour.`)
};

const si_support_intro = /** @type {(inputs: Support_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට පහසු ක්‍රමයෙන් අප හා සම්බන්ධ වන්න. හදිසි ගැටලුවලට පැයක් ඇතුළත පිළිතුරු ලැබේ.`)
};

const ta_support_intro = /** @type {(inputs: Support_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கு வசதியான வழியில் எங்களைத் தொடர்புகொள்ளுங்கள். அவசரச் சிக்கல்களுக்கு ஒரு மணி நேரத்திற்குள் பதில் கிடைக்கும்.`)
};

/**
* | output |
* | --- |
* | "Reach us the way that suits you. Critical issues are answered within an hour." |
*
* @param {Support_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_intro = /** @type {((inputs?: Support_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_intro(inputs)
	if (locale === "ta") return ta_support_intro(inputs)
	return en_support_intro(inputs)
});