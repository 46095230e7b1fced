/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fashion_TimelineInputs */

const en_portfolio_fashion_timeline = /** @type {(inputs: Portfolio_Fashion_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 months`)
};

const si_portfolio_fashion_timeline = /** @type {(inputs: Portfolio_Fashion_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාස 4`)
};

const ta_portfolio_fashion_timeline = /** @type {(inputs: Portfolio_Fashion_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 மாதங்கள்`)
};

/**
* | output |
* | --- |
* | "4 months" |
*
* @param {Portfolio_Fashion_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_timeline = /** @type {((inputs?: Portfolio_Fashion_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fashion_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fashion_timeline(inputs)
	if (locale === "ta") return ta_portfolio_fashion_timeline(inputs)
	return en_portfolio_fashion_timeline(inputs)
});