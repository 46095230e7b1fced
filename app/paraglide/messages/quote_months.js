/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown> }} Quote_MonthsInputs */

const en_quote_months = /** @type {(inputs: Quote_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range} months`)
};

const si_quote_months = /** @type {(inputs: Quote_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මාස ${i?.range}`)
};

const ta_quote_months = /** @type {(inputs: Quote_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range} மாதங்கள்`)
};

/**
* | output |
* | --- |
* | "{range} months" |
*
* @param {Quote_MonthsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_months = /** @type {((inputs: Quote_MonthsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_MonthsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_months(inputs)
	if (locale === "ta") return ta_quote_months(inputs)
	return en_quote_months(inputs)
});