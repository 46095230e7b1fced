/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Quote_Unexpected_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_unexpected_title: ((inputs?: Quote_Unexpected_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Unexpected_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Unexpected_TitleInputs = {};
