/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Web_DescriptionInputs */

const en_careers_web_description = /** @type {(inputs: Careers_Web_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build fast, accessible websites and web apps for our clients, from landing pages to booking and e-commerce sites, working with our designers and strategists through Fli DESK.`)
};

const si_careers_web_description = /** @type {(inputs: Careers_Web_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රවේශ පිටුවල සිට වෙන්කිරීම් සහ ඊ-වාණිජ අඩවි දක්වා, අපේ සේවාදායකයන් සඳහා වේගවත්, සැමට භාවිත කළ හැකි වෙබ් අඩවි සහ වෙබ් යෙදුම් ගොඩනගන්න; Fli DESK හරහා අපේ නිර්මාණකරුවන් සහ උපාය මාර්ගිකයන් සමඟ එක්ව.`)
};

const ta_careers_web_description = /** @type {(inputs: Careers_Web_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`லேண்டிங் பக்கங்கள் முதல் முன்பதிவு மற்றும் இ-வணிகத் தளங்கள் வரை, எங்கள் வாடிக்கையாளர்களுக்காக வேகமான, அனைவரும் பயன்படுத்தக்கூடிய இணையதளங்களையும் இணையச் செயலிகளையும் உருவாக்குங்கள்; Fli DESK வழியாக எங்கள் வடிவமைப்பாளர்கள் மற்றும் உத்தியாளர்களுடன் இணைந்து.`)
};

/**
* | output |
* | --- |
* | "Build fast, accessible websites and web apps for our clients, from landing pages to booking and e-commerce sites, working with our designers and strategists ..." |
*
* @param {Careers_Web_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_description = /** @type {((inputs?: Careers_Web_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_description(inputs)
	if (locale === "ta") return ta_careers_web_description(inputs)
	return en_careers_web_description(inputs)
});