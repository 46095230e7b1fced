/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Spice_AltInputs */

const en_portfolio_spice_alt = /** @type {(inputs: Portfolio_Spice_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search ranking chart rising over six months`)
};

const si_portfolio_spice_alt = /** @type {(inputs: Portfolio_Spice_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාස හයක් පුරා ඉහළ යන සෙවුම් ශ්‍රේණිගත කිරීම් ප්‍රස්තාරය`)
};

const ta_portfolio_spice_alt = /** @type {(inputs: Portfolio_Spice_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆறு மாதங்களில் உயரும் தேடல் தரவரிசை வரைபடம்`)
};

/**
* | output |
* | --- |
* | "Search ranking chart rising over six months" |
*
* @param {Portfolio_Spice_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_alt = /** @type {((inputs?: Portfolio_Spice_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Spice_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_spice_alt(inputs)
	if (locale === "ta") return ta_portfolio_spice_alt(inputs)
	return en_portfolio_spice_alt(inputs)
});