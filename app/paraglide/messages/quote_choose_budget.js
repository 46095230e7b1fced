/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Choose_BudgetInputs */

const en_quote_choose_budget = /** @type {(inputs: Quote_Choose_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a budget from the list`)
};

const si_quote_choose_budget = /** @type {(inputs: Quote_Choose_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ලැයිස්තුවෙන් අයවැයක් තෝරන්න`)
};

const ta_quote_choose_budget = /** @type {(inputs: Quote_Choose_BudgetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலில் இருந்து ஒரு பட்ஜெட்டைத் தேர்ந்தெடுக்கவும்`)
};

/**
* | output |
* | --- |
* | "Please choose a budget from the list" |
*
* @param {Quote_Choose_BudgetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_choose_budget = /** @type {((inputs?: Quote_Choose_BudgetInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Choose_BudgetInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_choose_budget(inputs)
	if (locale === "ta") return ta_quote_choose_budget(inputs)
	return en_quote_choose_budget(inputs)
});