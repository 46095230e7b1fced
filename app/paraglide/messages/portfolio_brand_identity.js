/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Brand_IdentityInputs */

const en_portfolio_brand_identity = /** @type {(inputs: Portfolio_Brand_IdentityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand Identity`)
};

const si_portfolio_brand_identity = /** @type {(inputs: Portfolio_Brand_IdentityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම අනන්‍යතාව`)
};

const ta_portfolio_brand_identity = /** @type {(inputs: Portfolio_Brand_IdentityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் அடையாளம்`)
};

/**
* | output |
* | --- |
* | "Brand Identity" |
*
* @param {Portfolio_Brand_IdentityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_brand_identity = /** @type {((inputs?: Portfolio_Brand_IdentityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Brand_IdentityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_brand_identity(inputs)
	if (locale === "ta") return ta_portfolio_brand_identity(inputs)
	return en_portfolio_brand_identity(inputs)
});