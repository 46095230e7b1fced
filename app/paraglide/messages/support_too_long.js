/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Too_LongInputs */

const en_support_too_long = /** @type {(inputs: Support_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please shorten your message`)
};

const si_support_too_long = /** @type {(inputs: Support_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ පණිවිඩය කෙටි කරන්න`)
};

const ta_support_too_long = /** @type {(inputs: Support_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் செய்தியைச் சுருக்கவும்`)
};

/**
* | output |
* | --- |
* | "Please shorten your message" |
*
* @param {Support_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_too_long = /** @type {((inputs?: Support_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_too_long(inputs)
	if (locale === "ta") return ta_support_too_long(inputs)
	return en_support_too_long(inputs)
});