/**
* | output |
* | --- |
* | "+60% engagement rate" |
*
* @param {Portfolio_Fashion_ConversionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_conversion: ((inputs?: Portfolio_Fashion_ConversionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Fashion_ConversionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Fashion_ConversionInputs = {};
