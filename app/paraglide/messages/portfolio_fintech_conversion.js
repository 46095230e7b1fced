/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fintech_ConversionInputs */

const en_portfolio_fintech_conversion = /** @type {(inputs: Portfolio_Fintech_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+70% app sign-ups`)
};

const si_portfolio_fintech_conversion = /** @type {(inputs: Portfolio_Fintech_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යෙදුම් ලියාපදිංචි වීම් +70%`)
};

const ta_portfolio_fintech_conversion = /** @type {(inputs: Portfolio_Fintech_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலிப் பதிவுகள் +70%`)
};

/**
* | output |
* | --- |
* | "+70% app sign-ups" |
*
* @param {Portfolio_Fintech_ConversionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_conversion = /** @type {((inputs?: Portfolio_Fintech_ConversionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fintech_ConversionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fintech_conversion(inputs)
	if (locale === "ta") return ta_portfolio_fintech_conversion(inputs)
	return en_portfolio_fintech_conversion(inputs)
});