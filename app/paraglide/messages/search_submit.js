/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_SubmitInputs */

const en_search_submit = /** @type {(inputs: Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const si_search_submit = /** @type {(inputs: Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සොයන්න`)
};

const ta_search_submit = /** @type {(inputs: Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடு`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Search_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_submit = /** @type {((inputs?: Search_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_search_submit(inputs)
	if (locale === "ta") return ta_search_submit(inputs)
	return en_search_submit(inputs)
});