/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_View_DetailsInputs */

const en_portfolio_view_details = /** @type {(inputs: Portfolio_View_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Details`)
};

const si_portfolio_view_details = /** @type {(inputs: Portfolio_View_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විස්තර බලන්න`)
};

const ta_portfolio_view_details = /** @type {(inputs: Portfolio_View_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விவரங்களைப் பாருங்கள்`)
};

/**
* | output |
* | --- |
* | "View Details" |
*
* @param {Portfolio_View_DetailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_view_details = /** @type {((inputs?: Portfolio_View_DetailsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_View_DetailsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_view_details(inputs)
	if (locale === "ta") return ta_portfolio_view_details(inputs)
	return en_portfolio_view_details(inputs)
});