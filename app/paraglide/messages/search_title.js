/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_TitleInputs */

const en_search_title = /** @type {(inputs: Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const si_search_title = /** @type {(inputs: Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සොයන්න`)
};

const ta_search_title = /** @type {(inputs: Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடல்`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Search_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_title = /** @type {((inputs?: Search_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_search_title(inputs)
	if (locale === "ta") return ta_search_title(inputs)
	return en_search_title(inputs)
});