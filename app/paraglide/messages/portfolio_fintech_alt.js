/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fintech_AltInputs */

const en_portfolio_fintech_alt = /** @type {(inputs: Portfolio_Fintech_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New fintech logo and colour palette`)
};

const si_portfolio_fintech_alt = /** @type {(inputs: Portfolio_Fintech_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මූල්‍ය තාක්ෂණ ලාංඡනය සහ වර්ණ එකතුව`)
};

const ta_portfolio_fintech_alt = /** @type {(inputs: Portfolio_Fintech_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய நிதித் தொழில்நுட்ப லோகோவும் வண்ணத் தட்டும்`)
};

/**
* | output |
* | --- |
* | "New fintech logo and colour palette" |
*
* @param {Portfolio_Fintech_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_alt = /** @type {((inputs?: Portfolio_Fintech_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fintech_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fintech_alt(inputs)
	if (locale === "ta") return ta_portfolio_fintech_alt(inputs)
	return en_portfolio_fintech_alt(inputs)
});