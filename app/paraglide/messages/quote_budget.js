/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_BudgetInputs */

const en_quote_budget = /** @type {(inputs: Quote_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Budget`)
};

const si_quote_budget = /** @type {(inputs: Quote_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අයවැය`)
};

const ta_quote_budget = /** @type {(inputs: Quote_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்ஜெட்`)
};

/**
* | output |
* | --- |
* | "Budget" |
*
* @param {Quote_BudgetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_budget = /** @type {((inputs?: Quote_BudgetInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_BudgetInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_budget(inputs)
	if (locale === "ta") return ta_quote_budget(inputs)
	return en_quote_budget(inputs)
});