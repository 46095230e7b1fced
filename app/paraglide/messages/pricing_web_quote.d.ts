/**
* | output |
* | --- |
* | "Request a Web Development Quote" |
*
* @param {Pricing_Web_QuoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_web_quote: ((inputs?: Pricing_Web_QuoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Web_QuoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Web_QuoteInputs = {};
