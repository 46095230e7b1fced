/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Budget_PlaceholderInputs */

const en_quote_budget_placeholder = /** @type {(inputs: Quote_Budget_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select your budget`)
};

const si_quote_budget_placeholder = /** @type {(inputs: Quote_Budget_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අයවැය තෝරන්න`)
};

const ta_quote_budget_placeholder = /** @type {(inputs: Quote_Budget_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பட்ஜெட்டைத் தேர்ந்தெடுக்கவும்`)
};

/**
* | output |
* | --- |
* | "Select your budget" |
*
* @param {Quote_Budget_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_budget_placeholder = /** @type {((inputs?: Quote_Budget_PlaceholderInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Budget_PlaceholderInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_budget_placeholder(inputs)
	if (locale === "ta") return ta_quote_budget_placeholder(inputs)
	return en_quote_budget_placeholder(inputs)
});