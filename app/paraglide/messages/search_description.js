/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_DescriptionInputs */

const en_search_description = /** @type {(inputs: Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the Fli Digital website.`)
};

const si_search_description = /** @type {(inputs: Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital වෙබ් අඩවිය තුළ සොයන්න.`)
};

const ta_search_description = /** @type {(inputs: Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital இணையதளத்தில் தேடுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Search the Fli Digital website." |
*
* @param {Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_description = /** @type {((inputs?: Search_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_search_description(inputs)
	if (locale === "ta") return ta_search_description(inputs)
	return en_search_description(inputs)
});