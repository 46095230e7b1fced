/**
* | output |
* | --- |
* | "Other ways to reach us" |
*
* @param {Quote_Other_WaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_other_ways: ((inputs?: Quote_Other_WaysInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Other_WaysInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Other_WaysInputs = {};
