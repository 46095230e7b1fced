/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Spice_TrafficInputs */

const en_portfolio_spice_traffic = /** @type {(inputs: Portfolio_Spice_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+400% organic traffic`)
};

const si_portfolio_spice_traffic = /** @type {(inputs: Portfolio_Spice_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්වාභාවික සෙවුම් පැමිණීම් +400%`)
};

const ta_portfolio_spice_traffic = /** @type {(inputs: Portfolio_Spice_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இயல்பான தேடல் வருகை +400%`)
};

/**
* | output |
* | --- |
* | "+400% organic traffic" |
*
* @param {Portfolio_Spice_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_traffic = /** @type {((inputs?: Portfolio_Spice_TrafficInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Spice_TrafficInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_spice_traffic(inputs)
	if (locale === "ta") return ta_portfolio_spice_traffic(inputs)
	return en_portfolio_spice_traffic(inputs)
});