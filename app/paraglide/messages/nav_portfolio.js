/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_PortfolioInputs */

const en_nav_portfolio = /** @type {(inputs: Nav_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio`)
};

const si_nav_portfolio = /** @type {(inputs: Nav_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපේ නිර්මාණ`)
};

const ta_nav_portfolio = /** @type {(inputs: Nav_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் படைப்புகள்`)
};

/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Nav_PortfolioInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_portfolio = /** @type {((inputs?: Nav_PortfolioInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_PortfolioInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_portfolio(inputs)
	if (locale === "ta") return ta_nav_portfolio(inputs)
	return en_nav_portfolio(inputs)
});