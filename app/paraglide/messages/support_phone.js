/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_PhoneInputs */

const en_support_phone = /** @type {(inputs: Support_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone Support`)
};

const si_support_phone = /** @type {(inputs: Support_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරකථන සහාය`)
};

const ta_support_phone = /** @type {(inputs: Support_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைபேசி உதவி`)
};

/**
* | output |
* | --- |
* | "Phone Support" |
*
* @param {Support_PhoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_phone = /** @type {((inputs?: Support_PhoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_PhoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_phone(inputs)
	if (locale === "ta") return ta_support_phone(inputs)
	return en_support_phone(inputs)
});