/**
* | output |
* | --- |
* | "{range} months" |
*
* @param {Quote_MonthsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_months: ((inputs: Quote_MonthsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_MonthsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_MonthsInputs = {
    range: NonNullable<unknown>;
};
