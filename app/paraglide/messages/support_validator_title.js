/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Validator_TitleInputs */

const en_support_validator_title = /** @type {(inputs: Support_Validator_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Your Fli DESK ID`)
};

const si_support_validator_title = /** @type {(inputs: Support_Validator_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ID පරීක්ෂා කරන්න`)
};

const ta_support_validator_title = /** @type {(inputs: Support_Validator_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK ID-ஐச் சரிபாருங்கள்`)
};

/**
* | output |
* | --- |
* | "Check Your Fli DESK ID" |
*
* @param {Support_Validator_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validator_title = /** @type {((inputs?: Support_Validator_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Validator_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_validator_title(inputs)
	if (locale === "ta") return ta_support_validator_title(inputs)
	return en_support_validator_title(inputs)
});