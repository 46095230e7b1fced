/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fintech_RevenueInputs */

const en_portfolio_fintech_revenue = /** @type {(inputs: Portfolio_Fintech_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+95% partner leads`)
};

const si_portfolio_fintech_revenue = /** @type {(inputs: Portfolio_Fintech_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හවුල්කරු විමසීම් +95%`)
};

const ta_portfolio_fintech_revenue = /** @type {(inputs: Portfolio_Fintech_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கூட்டாளர் வாய்ப்புகள் +95%`)
};

/**
* | output |
* | --- |
* | "+95% partner leads" |
*
* @param {Portfolio_Fintech_RevenueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_revenue = /** @type {((inputs?: Portfolio_Fintech_RevenueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fintech_RevenueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fintech_revenue(inputs)
	if (locale === "ta") return ta_portfolio_fintech_revenue(inputs)
	return en_portfolio_fintech_revenue(inputs)
});