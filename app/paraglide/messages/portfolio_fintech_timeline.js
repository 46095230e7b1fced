/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fintech_TimelineInputs */

const en_portfolio_fintech_timeline = /** @type {(inputs: Portfolio_Fintech_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 weeks`)
};

const si_portfolio_fintech_timeline = /** @type {(inputs: Portfolio_Fintech_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සති 10`)
};

const ta_portfolio_fintech_timeline = /** @type {(inputs: Portfolio_Fintech_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 வாரங்கள்`)
};

/**
* | output |
* | --- |
* | "10 weeks" |
*
* @param {Portfolio_Fintech_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_timeline = /** @type {((inputs?: Portfolio_Fintech_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fintech_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fintech_timeline(inputs)
	if (locale === "ta") return ta_portfolio_fintech_timeline(inputs)
	return en_portfolio_fintech_timeline(inputs)
});