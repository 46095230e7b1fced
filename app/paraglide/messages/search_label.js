/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_LabelInputs */

const en_search_label = /** @type {(inputs: Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the site`)
};

const si_search_label = /** @type {(inputs: Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙබ් අඩවිය තුළ සොයන්න`)
};

const ta_search_label = /** @type {(inputs: Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணையதளத்தில் தேடுங்கள்`)
};

/**
* | output |
* | --- |
* | "Search the site" |
*
* @param {Search_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_label = /** @type {((inputs?: Search_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_search_label(inputs)
	if (locale === "ta") return ta_search_label(inputs)
	return en_search_label(inputs)
});