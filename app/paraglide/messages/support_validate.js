/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_ValidateInputs */

const en_support_validate = /** @type {(inputs: Support_ValidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validate`)
};

const si_support_validate = /** @type {(inputs: Support_ValidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂා කරන්න`)
};

const ta_support_validate = /** @type {(inputs: Support_ValidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரிபார்`)
};

/**
* | output |
* | --- |
* | "Validate" |
*
* @param {Support_ValidateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validate = /** @type {((inputs?: Support_ValidateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ValidateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_validate(inputs)
	if (locale === "ta") return ta_support_validate(inputs)
	return en_support_validate(inputs)
});