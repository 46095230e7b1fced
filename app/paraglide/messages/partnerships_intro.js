/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_IntroInputs */

const en_partnerships_intro = /** @type {(inputs: Partnerships_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refer clients, resell our services under your brand, or build something new with us.`)
};

const si_partnerships_intro = /** @type {(inputs: Partnerships_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයන් අප වෙත යොමු කරන්න, අපේ සේවා ඔබේ සන්නාමය යටතේ නැවත විකුණන්න, නැතහොත් අප සමඟ අලුත් දෙයක් ගොඩනගන්න.`)
};

const ta_partnerships_intro = /** @type {(inputs: Partnerships_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்களை எங்களிடம் பரிந்துரையுங்கள், எங்கள் சேவைகளை உங்கள் பிராண்டின் கீழ் மறுவிற்பனை செய்யுங்கள், அல்லது எங்களுடன் புதிதாக ஒன்றை உருவாக்குங்கள்.`)
};

/**
* | output |
* | --- |
* | "Refer clients, resell our services under your brand, or build something new with us." |
*
* @param {Partnerships_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_intro = /** @type {((inputs?: Partnerships_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_intro(inputs)
	if (locale === "ta") return ta_partnerships_intro(inputs)
	return en_partnerships_intro(inputs)
});