/**
* | output |
* | --- |
* | "Please try again or contact us directly." |
*
* @param {Quote_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_failed_text: ((inputs?: Quote_Failed_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Failed_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Failed_TextInputs = {};
