/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Field_Full_NameInputs */

const en_quote_field_full_name = /** @type {(inputs: Quote_Field_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

const si_quote_field_full_name = /** @type {(inputs: Quote_Field_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්පූර්ණ නම`)
};

const ta_quote_field_full_name = /** @type {(inputs: Quote_Field_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முழுப் பெயர்`)
};

/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Quote_Field_Full_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_field_full_name = /** @type {((inputs?: Quote_Field_Full_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Field_Full_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_field_full_name(inputs)
	if (locale === "ta") return ta_quote_field_full_name(inputs)
	return en_quote_field_full_name(inputs)
});