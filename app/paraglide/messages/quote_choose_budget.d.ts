/**
* | output |
* | --- |
* | "Please choose a budget from the list" |
*
* @param {Quote_Choose_BudgetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_choose_budget: ((inputs?: Quote_Choose_BudgetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Choose_BudgetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Choose_BudgetInputs = {};
