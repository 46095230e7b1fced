/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fashion_RevenueInputs */

const en_portfolio_fashion_revenue = /** @type {(inputs: Portfolio_Fashion_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+140% online sales`)
};

const si_portfolio_fashion_revenue = /** @type {(inputs: Portfolio_Fashion_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාර්ගගත විකුණුම් +140%`)
};

const ta_portfolio_fashion_revenue = /** @type {(inputs: Portfolio_Fashion_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆன்லைன் விற்பனை +140%`)
};

/**
* | output |
* | --- |
* | "+140% online sales" |
*
* @param {Portfolio_Fashion_RevenueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_revenue = /** @type {((inputs?: Portfolio_Fashion_RevenueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fashion_RevenueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fashion_revenue(inputs)
	if (locale === "ta") return ta_portfolio_fashion_revenue(inputs)
	return en_portfolio_fashion_revenue(inputs)
});