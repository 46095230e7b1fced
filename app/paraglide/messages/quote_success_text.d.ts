/**
* | output |
* | --- |
* | "Thank you! We'll get back to you with a detailed quote within 24 hours." |
*
* @param {Quote_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_success_text: ((inputs?: Quote_Success_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Success_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Success_TextInputs = {};
