/**
* | output |
* | --- |
* | "Quote Request Submitted!" |
*
* @param {Quote_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_success_title: ((inputs?: Quote_Success_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Success_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Success_TitleInputs = {};
