/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Head_TitleInputs */

const en_portfolio_head_title = /** @type {(inputs: Portfolio_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio & Case Studies`)
};

const si_portfolio_head_title = /** @type {(inputs: Portfolio_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපේ නිර්මාණ සහ සිද්ධි අධ්‍යයන`)
};

const ta_portfolio_head_title = /** @type {(inputs: Portfolio_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் படைப்புகள் மற்றும் வழக்கு ஆய்வுகள்`)
};

/**
* | output |
* | --- |
* | "Portfolio & Case Studies" |
*
* @param {Portfolio_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_head_title = /** @type {((inputs?: Portfolio_Head_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Head_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_head_title(inputs)
	if (locale === "ta") return ta_portfolio_head_title(inputs)
	return en_portfolio_head_title(inputs)
});