/**
* | output |
* | --- |
* | "Let's Plan Your Project" |
*
* @param {Quote_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_title: ((inputs?: Quote_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_TitleInputs = {};
