/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_RequiredInputs */

const en_support_required = /** @type {(inputs: Support_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields`)
};

const si_support_required = /** @type {(inputs: Support_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර අවශ්‍ය සියලු ක්ෂේත්‍ර පුරවන්න`)
};

const ta_support_required = /** @type {(inputs: Support_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேவையான அனைத்துப் புலங்களையும் நிரப்பவும்`)
};

/**
* | output |
* | --- |
* | "Please fill in all required fields" |
*
* @param {Support_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_required = /** @type {((inputs?: Support_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_required(inputs)
	if (locale === "ta") return ta_support_required(inputs)
	return en_support_required(inputs)
});