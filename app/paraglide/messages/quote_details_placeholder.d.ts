/**
* | output |
* | --- |
* | "Tell us about your goals, audience and deadlines" |
*
* @param {Quote_Details_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_details_placeholder: ((inputs?: Quote_Details_PlaceholderInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Details_PlaceholderInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Details_PlaceholderInputs = {};
