/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_RevenueInputs */

const en_portfolio_revenue = /** @type {(inputs: Portfolio_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue`)
};

const si_portfolio_revenue = /** @type {(inputs: Portfolio_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආදායම`)
};

const ta_portfolio_revenue = /** @type {(inputs: Portfolio_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருவாய்`)
};

/**
* | output |
* | --- |
* | "Revenue" |
*
* @param {Portfolio_RevenueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_revenue = /** @type {((inputs?: Portfolio_RevenueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_RevenueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_revenue(inputs)
	if (locale === "ta") return ta_portfolio_revenue(inputs)
	return en_portfolio_revenue(inputs)
});