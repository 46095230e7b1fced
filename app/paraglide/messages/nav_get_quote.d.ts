/**
* | output |
* | --- |
* | "Get a Quote" |
*
* @param {Nav_Get_QuoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_get_quote: ((inputs?: Nav_Get_QuoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Get_QuoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Get_QuoteInputs = {};
