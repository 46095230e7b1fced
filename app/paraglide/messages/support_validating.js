/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_ValidatingInputs */

const en_support_validating = /** @type {(inputs: Support_ValidatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validating...`)
};

const si_support_validating = /** @type {(inputs: Support_ValidatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂා කරමින්...`)
};

const ta_support_validating = /** @type {(inputs: Support_ValidatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரிபார்க்கிறது...`)
};

/**
* | output |
* | --- |
* | "Validating..." |
*
* @param {Support_ValidatingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validating = /** @type {((inputs?: Support_ValidatingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ValidatingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_validating(inputs)
	if (locale === "ta") return ta_support_validating(inputs)
	return en_support_validating(inputs)
});