/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_SampleInputs */

const en_support_sample = /** @type {(inputs: Support_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test with Sample ID`)
};

const si_support_sample = /** @type {(inputs: Support_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියැදි ID එකකින් පරීක්ෂා කරන්න`)
};

const ta_support_sample = /** @type {(inputs: Support_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதிரி ID மூலம் சோதிக்கவும்`)
};

/**
* | output |
* | --- |
* | "Test with Sample ID" |
*
* @param {Support_SampleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_sample = /** @type {((inputs?: Support_SampleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_SampleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_sample(inputs)
	if (locale === "ta") return ta_support_sample(inputs)
	return en_support_sample(inputs)
});