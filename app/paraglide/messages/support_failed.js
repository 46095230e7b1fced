/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_FailedInputs */

const en_support_failed = /** @type {(inputs: Support_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send your request. Please try again.`)
};

const si_support_failed = /** @type {(inputs: Support_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ඉල්ලීම යැවීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`)
};

const ta_support_failed = /** @type {(inputs: Support_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கோரிக்கையை அனுப்ப முடியவில்லை. மீண்டும் முயலவும்.`)
};

/**
* | output |
* | --- |
* | "Failed to send your request. Please try again." |
*
* @param {Support_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_failed = /** @type {((inputs?: Support_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_failed(inputs)
	if (locale === "ta") return ta_support_failed(inputs)
	return en_support_failed(inputs)
});