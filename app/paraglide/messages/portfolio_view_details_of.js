/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Portfolio_View_Details_OfInputs */

const en_portfolio_view_details_of = /** @type {(inputs: Portfolio_View_Details_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of ${i?.title}`)
};

const si_portfolio_view_details_of = /** @type {(inputs: Portfolio_View_Details_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.title} ගැන)`)
};

const ta_portfolio_view_details_of = /** @type {(inputs: Portfolio_View_Details_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.title} பற்றி)`)
};

/**
* | output |
* | --- |
* | "of {title}" |
*
* @param {Portfolio_View_Details_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_view_details_of = /** @type {((inputs: Portfolio_View_Details_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_View_Details_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_view_details_of(inputs)
	if (locale === "ta") return ta_portfolio_view_details_of(inputs)
	return en_portfolio_view_details_of(inputs)
});