/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Brand_StrategyInputs */

const en_portfolio_brand_strategy = /** @type {(inputs: Portfolio_Brand_StrategyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand strategy`)
};

const si_portfolio_brand_strategy = /** @type {(inputs: Portfolio_Brand_StrategyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම උපාය මාර්ගය`)
};

const ta_portfolio_brand_strategy = /** @type {(inputs: Portfolio_Brand_StrategyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் உத்தி`)
};

/**
* | output |
* | --- |
* | "Brand strategy" |
*
* @param {Portfolio_Brand_StrategyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_brand_strategy = /** @type {((inputs?: Portfolio_Brand_StrategyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Brand_StrategyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_brand_strategy(inputs)
	if (locale === "ta") return ta_portfolio_brand_strategy(inputs)
	return en_portfolio_brand_strategy(inputs)
});