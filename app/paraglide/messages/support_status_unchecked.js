/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Status_UncheckedInputs */

const en_support_status_unchecked = /** @type {(inputs: Support_Status_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unchecked`)
};

const si_support_status_unchecked = /** @type {(inputs: Support_Status_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂා කර නැත`)
};

const ta_support_status_unchecked = /** @type {(inputs: Support_Status_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரிபார்க்கப்படவில்லை`)
};

/**
* | output |
* | --- |
* | "Unchecked" |
*
* @param {Support_Status_UncheckedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_status_unchecked = /** @type {((inputs?: Support_Status_UncheckedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Status_UncheckedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_status_unchecked(inputs)
	if (locale === "ta") return ta_support_status_unchecked(inputs)
	return en_support_status_unchecked(inputs)
});