/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_FlexibleInputs */

const en_quote_flexible = /** @type {(inputs: Quote_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible`)
};

const si_quote_flexible = /** @type {(inputs: Quote_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නම්‍යශීලී`)
};

const ta_quote_flexible = /** @type {(inputs: Quote_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நெகிழ்வானது`)
};

/**
* | output |
* | --- |
* | "Flexible" |
*
* @param {Quote_FlexibleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_flexible = /** @type {((inputs?: Quote_FlexibleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_FlexibleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_flexible(inputs)
	if (locale === "ta") return ta_quote_flexible(inputs)
	return en_quote_flexible(inputs)
});