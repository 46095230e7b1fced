/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_NameInputs */

const en_support_name = /** @type {(inputs: Support_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const si_support_name = /** @type {(inputs: Support_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නම`)
};

const ta_support_name = /** @type {(inputs: Support_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெயர்`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Support_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_name = /** @type {((inputs?: Support_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_name(inputs)
	if (locale === "ta") return ta_support_name(inputs)
	return en_support_name(inputs)
});