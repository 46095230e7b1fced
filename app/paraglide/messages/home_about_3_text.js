/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_3_TextInputs */

const en_home_about_3_text = /** @type {(inputs: Home_About_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast websites, growing audiences and search visibility you can see in your monthly reports.`)
};

const si_home_about_3_text = /** @type {(inputs: Home_About_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේගවත් වෙබ් අඩවි, වර්ධනය වන ප්‍රේක්ෂකයන් සහ සෙවුම්වල දෘශ්‍යමානභාවය, ඔබේ මාසික වාර්තාවලින්ම දැකිය හැකි ලෙස.`)
};

const ta_home_about_3_text = /** @type {(inputs: Home_About_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேகமான இணையதளங்கள், வளரும் பார்வையாளர்கள், தேடலில் தெரிவுநிலை: அனைத்தையும் உங்கள் மாதாந்திர அறிக்கைகளில் காணலாம்.`)
};

/**
* | output |
* | --- |
* | "Fast websites, growing audiences and search visibility you can see in your monthly reports." |
*
* @param {Home_About_3_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_3_text = /** @type {((inputs?: Home_About_3_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_3_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_about_3_text(inputs)
	if (locale === "ta") return ta_home_about_3_text(inputs)
	return en_home_about_3_text(inputs)
});