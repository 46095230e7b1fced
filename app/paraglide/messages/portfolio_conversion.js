/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_ConversionInputs */

const en_portfolio_conversion = /** @type {(inputs: Portfolio_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversion`)
};

const si_portfolio_conversion = /** @type {(inputs: Portfolio_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිවර්තනය`)
};

const ta_portfolio_conversion = /** @type {(inputs: Portfolio_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றம்`)
};

/**
* | output |
* | --- |
* | "Conversion" |
*
* @param {Portfolio_ConversionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_conversion = /** @type {((inputs?: Portfolio_ConversionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_ConversionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_conversion(inputs)
	if (locale === "ta") return ta_portfolio_conversion(inputs)
	return en_portfolio_conversion(inputs)
});