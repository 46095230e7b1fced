/**
* | output |
* | --- |
* | "Quote form" |
*
* @param {Quote_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_form_label: ((inputs?: Quote_Form_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Form_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Form_LabelInputs = {};
