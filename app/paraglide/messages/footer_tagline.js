/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_TaglineInputs */

const en_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media, SEO, brand identity and web development from Sri Lanka.`)
};

const si_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රී ලංකාවෙන් සමාජ මාධ්‍ය, SEO, සන්නාම අනන්‍යතාව සහ වෙබ් සංවර්ධනය.`)
};

const ta_footer_tagline = /** @type {(inputs: Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலங்கையிலிருந்து சமூக ஊடகம், SEO, பிராண்ட் அடையாளம் மற்றும் இணைய மேம்பாடு.`)
};

/**
* | output |
* | --- |
* | "Social media, SEO, brand identity and web development from Sri Lanka." |
*
* @param {Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_tagline = /** @type {((inputs?: Footer_TaglineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TaglineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_tagline(inputs)
	if (locale === "ta") return ta_footer_tagline(inputs)
	return en_footer_tagline(inputs)
});