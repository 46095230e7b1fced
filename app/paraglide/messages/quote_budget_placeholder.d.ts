/**
* | output |
* | --- |
* | "Select your budget" |
*
* @param {Quote_Budget_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_budget_placeholder: ((inputs?: Quote_Budget_PlaceholderInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Budget_PlaceholderInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Budget_PlaceholderInputs = {};
