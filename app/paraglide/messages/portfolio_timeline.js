/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_TimelineInputs */

const en_portfolio_timeline = /** @type {(inputs: Portfolio_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline:`)
};

const si_portfolio_timeline = /** @type {(inputs: Portfolio_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාලය:`)
};

const ta_portfolio_timeline = /** @type {(inputs: Portfolio_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலம்:`)
};

/**
* | output |
* | --- |
* | "Timeline:" |
*
* @param {Portfolio_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_timeline = /** @type {((inputs?: Portfolio_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_timeline(inputs)
	if (locale === "ta") return ta_portfolio_timeline(inputs)
	return en_portfolio_timeline(inputs)
});