/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_TitleInputs */

const en_portfolio_title = /** @type {(inputs: Portfolio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Case Studies & Results`)
};

const si_portfolio_title = /** @type {(inputs: Portfolio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිද්ධි අධ්‍යයන සහ ප්‍රතිඵල`)
};

const ta_portfolio_title = /** @type {(inputs: Portfolio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வழக்கு ஆய்வுகளும் முடிவுகளும்`)
};

/**
* | output |
* | --- |
* | "Case Studies & Results" |
*
* @param {Portfolio_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_title = /** @type {((inputs?: Portfolio_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_title(inputs)
	if (locale === "ta") return ta_portfolio_title(inputs)
	return en_portfolio_title(inputs)
});