/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_NextInputs */

const en_portfolio_next = /** @type {(inputs: Portfolio_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your results could be next`)
};

const si_portfolio_next = /** @type {(inputs: Portfolio_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊළඟ සාර්ථකත්වය ඔබේ විය හැකියි`)
};

const ta_portfolio_next = /** @type {(inputs: Portfolio_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த வெற்றிக் கதை நீங்களாக இருக்கலாம்`)
};

/**
* | output |
* | --- |
* | "Your results could be next" |
*
* @param {Portfolio_NextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_next = /** @type {((inputs?: Portfolio_NextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_NextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_next(inputs)
	if (locale === "ta") return ta_portfolio_next(inputs)
	return en_portfolio_next(inputs)
});