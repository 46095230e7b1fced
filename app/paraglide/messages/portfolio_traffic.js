/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_TrafficInputs */

const en_portfolio_traffic = /** @type {(inputs: Portfolio_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traffic`)
};

const si_portfolio_traffic = /** @type {(inputs: Portfolio_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැමිණීම්`)
};

const ta_portfolio_traffic = /** @type {(inputs: Portfolio_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருகை`)
};

/**
* | output |
* | --- |
* | "Traffic" |
*
* @param {Portfolio_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_traffic = /** @type {((inputs?: Portfolio_TrafficInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_TrafficInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_traffic(inputs)
	if (locale === "ta") return ta_portfolio_traffic(inputs)
	return en_portfolio_traffic(inputs)
});