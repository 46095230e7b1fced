/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_TechnologiesInputs */

const en_portfolio_technologies = /** @type {(inputs: Portfolio_TechnologiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technologies`)
};

const si_portfolio_technologies = /** @type {(inputs: Portfolio_TechnologiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භාවිත කළ තාක්ෂණ`)
};

const ta_portfolio_technologies = /** @type {(inputs: Portfolio_TechnologiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயன்படுத்திய தொழில்நுட்பங்கள்`)
};

/**
* | output |
* | --- |
* | "Technologies" |
*
* @param {Portfolio_TechnologiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_technologies = /** @type {((inputs?: Portfolio_TechnologiesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_TechnologiesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_technologies(inputs)
	if (locale === "ta") return ta_portfolio_technologies(inputs)
	return en_portfolio_technologies(inputs)
});