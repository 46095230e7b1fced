/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Multilingual_ContentInputs */

const en_portfolio_multilingual_content = /** @type {(inputs: Portfolio_Multilingual_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multilingual content`)
};

const si_portfolio_multilingual_content = /** @type {(inputs: Portfolio_Multilingual_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බහුභාෂා අන්තර්ගතය`)
};

const ta_portfolio_multilingual_content = /** @type {(inputs: Portfolio_Multilingual_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பன்மொழி உள்ளடக்கம்`)
};

/**
* | output |
* | --- |
* | "Multilingual content" |
*
* @param {Portfolio_Multilingual_ContentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_multilingual_content = /** @type {((inputs?: Portfolio_Multilingual_ContentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Multilingual_ContentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_multilingual_content(inputs)
	if (locale === "ta") return ta_portfolio_multilingual_content(inputs)
	return en_portfolio_multilingual_content(inputs)
});