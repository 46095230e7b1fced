/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Validator_LabelInputs */

const en_support_validator_label = /** @type {(inputs: Support_Validator_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID validator`)
};

const si_support_validator_label = /** @type {(inputs: Support_Validator_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID පරීක්ෂකය`)
};

const ta_support_validator_label = /** @type {(inputs: Support_Validator_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID சரிபார்ப்பி`)
};

/**
* | output |
* | --- |
* | "Fli DESK ID validator" |
*
* @param {Support_Validator_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validator_label = /** @type {((inputs?: Support_Validator_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Validator_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_validator_label(inputs)
	if (locale === "ta") return ta_support_validator_label(inputs)
	return en_support_validator_label(inputs)
});