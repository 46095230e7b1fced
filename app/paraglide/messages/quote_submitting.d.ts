/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Quote_SubmittingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_submitting: ((inputs?: Quote_SubmittingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_SubmittingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_SubmittingInputs = {};
