/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fashion_ConversionInputs */

const en_portfolio_fashion_conversion = /** @type {(inputs: Portfolio_Fashion_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+60% engagement rate`)
};

const si_portfolio_fashion_conversion = /** @type {(inputs: Portfolio_Fashion_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිචාර අනුපාතය +60%`)
};

const ta_portfolio_fashion_conversion = /** @type {(inputs: Portfolio_Fashion_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஈடுபாட்டு விகிதம் +60%`)
};

/**
* | output |
* | --- |
* | "+60% engagement rate" |
*
* @param {Portfolio_Fashion_ConversionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_conversion = /** @type {((inputs?: Portfolio_Fashion_ConversionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fashion_ConversionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fashion_conversion(inputs)
	if (locale === "ta") return ta_portfolio_fashion_conversion(inputs)
	return en_portfolio_fashion_conversion(inputs)
});