/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Id_RequiredInputs */

const en_support_id_required = /** @type {(inputs: Support_Id_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flidesk ID is required`)
};

const si_support_id_required = /** @type {(inputs: Support_Id_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID අවශ්‍යයි`)
};

const ta_support_id_required = /** @type {(inputs: Support_Id_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID தேவை`)
};

/**
* | output |
* | --- |
* | "Flidesk ID is required" |
*
* @param {Support_Id_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_id_required = /** @type {((inputs?: Support_Id_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Id_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_id_required(inputs)
	if (locale === "ta") return ta_support_id_required(inputs)
	return en_support_id_required(inputs)
});