/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_IntroInputs */

const en_portfolio_intro = /** @type {(inputs: Portfolio_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real projects, real numbers: how we grew traffic, conversions and revenue for our clients.`)
};

const si_portfolio_intro = /** @type {(inputs: Portfolio_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැබෑ ව්‍යාපෘති, සැබෑ සංඛ්‍යා: අපේ සේවාදායකයන්ගේ වෙබ් අඩවි පැමිණීම්, පරිවර්තන සහ ආදායම අප වැඩි කළ ආකාරය.`)
};

const ta_portfolio_intro = /** @type {(inputs: Portfolio_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உண்மையான திட்டங்கள், உண்மையான எண்கள்: எங்கள் வாடிக்கையாளர்களின் வருகை, மாற்றங்கள் மற்றும் வருவாயை நாங்கள் எப்படி உயர்த்தினோம்.`)
};

/**
* | output |
* | --- |
* | "Real projects, real numbers: how we grew traffic, conversions and revenue for our clients." |
*
* @param {Portfolio_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_intro = /** @type {((inputs?: Portfolio_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_intro(inputs)
	if (locale === "ta") return ta_portfolio_intro(inputs)
	return en_portfolio_intro(inputs)
});