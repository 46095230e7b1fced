/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_StartInputs */

const en_portfolio_start = /** @type {(inputs: Portfolio_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Your Project`)
};

const si_portfolio_start = /** @type {(inputs: Portfolio_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපෘතිය අරඹන්න`)
};

const ta_portfolio_start = /** @type {(inputs: Portfolio_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் திட்டத்தைத் தொடங்குங்கள்`)
};

/**
* | output |
* | --- |
* | "Start Your Project" |
*
* @param {Portfolio_StartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_start = /** @type {((inputs?: Portfolio_StartInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_StartInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_start(inputs)
	if (locale === "ta") return ta_portfolio_start(inputs)
	return en_portfolio_start(inputs)
});