/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_IntroInputs */

const en_flidesk_intro = /** @type {(inputs: Flidesk_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients, freelancers and admins follow every project in one place: live progress, updates, screenshots and results.`)
};

const si_flidesk_intro = /** @type {(inputs: Flidesk_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයන්, නිදහස් සේවකයන් සහ පරිපාලකයන් සෑම ව්‍යාපෘතියක්ම එකම තැනකින් අනුගමනය කරයි: තත්කාලීන ප්‍රගතිය, යාවත්කාලීන, තිර රූ සහ ප්‍රතිඵල.`)
};

const ta_flidesk_intro = /** @type {(inputs: Flidesk_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்கள், ஃப்ரீலான்சர்கள் மற்றும் நிர்வாகிகள் ஒவ்வொரு திட்டத்தையும் ஒரே இடத்தில் பின்தொடர்கின்றனர்: நிகழ்நேர முன்னேற்றம், புதுப்பிப்புகள், திரைப்பிடிப்புகள் மற்றும் முடிவுகள்.`)
};

/**
* | output |
* | --- |
* | "Clients, freelancers and admins follow every project in one place: live progress, updates, screenshots and results." |
*
* @param {Flidesk_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_intro = /** @type {((inputs?: Flidesk_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_intro(inputs)
	if (locale === "ta") return ta_flidesk_intro(inputs)
	return en_flidesk_intro(inputs)
});