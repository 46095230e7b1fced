/**
* | output |
* | --- |
* | "Please enter your full name" |
*
* @param {Quote_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_name_required: ((inputs?: Quote_Name_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Name_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Name_RequiredInputs = {};
