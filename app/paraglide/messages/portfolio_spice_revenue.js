/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Spice_RevenueInputs */

const en_portfolio_spice_revenue = /** @type {(inputs: Portfolio_Spice_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+220% export revenue`)
};

const si_portfolio_spice_revenue = /** @type {(inputs: Portfolio_Spice_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපනයන ආදායම +220%`)
};

const ta_portfolio_spice_revenue = /** @type {(inputs: Portfolio_Spice_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஏற்றுமதி வருவாய் +220%`)
};

/**
* | output |
* | --- |
* | "+220% export revenue" |
*
* @param {Portfolio_Spice_RevenueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_revenue = /** @type {((inputs?: Portfolio_Spice_RevenueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Spice_RevenueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_spice_revenue(inputs)
	if (locale === "ta") return ta_portfolio_spice_revenue(inputs)
	return en_portfolio_spice_revenue(inputs)
});