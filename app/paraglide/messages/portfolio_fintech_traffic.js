/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fintech_TrafficInputs */

const en_portfolio_fintech_traffic = /** @type {(inputs: Portfolio_Fintech_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+400% brand searches`)
};

const si_portfolio_fintech_traffic = /** @type {(inputs: Portfolio_Fintech_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම සෙවීම් +400%`)
};

const ta_portfolio_fintech_traffic = /** @type {(inputs: Portfolio_Fintech_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் தேடல்கள் +400%`)
};

/**
* | output |
* | --- |
* | "+400% brand searches" |
*
* @param {Portfolio_Fintech_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_traffic = /** @type {((inputs?: Portfolio_Fintech_TrafficInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fintech_TrafficInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fintech_traffic(inputs)
	if (locale === "ta") return ta_portfolio_fintech_traffic(inputs)
	return en_portfolio_fintech_traffic(inputs)
});