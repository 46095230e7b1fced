/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Quote_Field_Full_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_field_full_name: ((inputs?: Quote_Field_Full_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Field_Full_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Field_Full_NameInputs = {};
