/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fashion_TrafficInputs */

const en_portfolio_fashion_traffic = /** @type {(inputs: Portfolio_Fashion_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+300% follower growth`)
};

const si_portfolio_fashion_traffic = /** @type {(inputs: Portfolio_Fashion_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුගාමිකයන්ගේ වර්ධනය +300%`)
};

const ta_portfolio_fashion_traffic = /** @type {(inputs: Portfolio_Fashion_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பின்தொடர்பவர் வளர்ச்சி +300%`)
};

/**
* | output |
* | --- |
* | "+300% follower growth" |
*
* @param {Portfolio_Fashion_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_traffic = /** @type {((inputs?: Portfolio_Fashion_TrafficInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fashion_TrafficInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fashion_traffic(inputs)
	if (locale === "ta") return ta_portfolio_fashion_traffic(inputs)
	return en_portfolio_fashion_traffic(inputs)
});