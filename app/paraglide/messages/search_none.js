/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Search_NoneInputs */

const en_search_none = /** @type {(inputs: Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No results for “${i?.q}”`)
};

const si_search_none = /** @type {(inputs: Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.q}” සඳහා ප්‍රතිඵල හමු නොවීය`)
};

const ta_search_none = /** @type {(inputs: Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.q}” க்கு முடிவுகள் எதுவும் இல்லை`)
};

/**
* | output |
* | --- |
* | "No results for “{q}”" |
*
* @param {Search_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_none = /** @type {((inputs: Search_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_search_none(inputs)
	if (locale === "ta") return ta_search_none(inputs)
	return en_search_none(inputs)
});