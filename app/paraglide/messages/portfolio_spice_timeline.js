/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Spice_TimelineInputs */

const en_portfolio_spice_timeline = /** @type {(inputs: Portfolio_Spice_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 months`)
};

const si_portfolio_spice_timeline = /** @type {(inputs: Portfolio_Spice_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාස 6`)
};

const ta_portfolio_spice_timeline = /** @type {(inputs: Portfolio_Spice_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 மாதங்கள்`)
};

/**
* | output |
* | --- |
* | "6 months" |
*
* @param {Portfolio_Spice_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_timeline = /** @type {((inputs?: Portfolio_Spice_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Spice_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_spice_timeline(inputs)
	if (locale === "ta") return ta_portfolio_spice_timeline(inputs)
	return en_portfolio_spice_timeline(inputs)
});