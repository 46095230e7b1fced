/**
* | output |
* | --- |
* | "Get a quote" |
*
* @param {Quote_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_eyebrow: ((inputs?: Quote_EyebrowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_EyebrowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_EyebrowInputs = {};
