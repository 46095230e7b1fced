/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_White_LabelInputs */

const en_partnerships_white_label = /** @type {(inputs: Partnerships_White_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`White-label delivery`)
};

const si_partnerships_white_label = /** @type {(inputs: Partnerships_White_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නමින් සේවා සැපයීම`)
};

const ta_partnerships_white_label = /** @type {(inputs: Partnerships_White_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பெயரில் சேவை வழங்கல்`)
};

/**
* | output |
* | --- |
* | "White-label delivery" |
*
* @param {Partnerships_White_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_white_label = /** @type {((inputs?: Partnerships_White_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_White_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_white_label(inputs)
	if (locale === "ta") return ta_partnerships_white_label(inputs)
	return en_partnerships_white_label(inputs)
});