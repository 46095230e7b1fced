/**
* | output |
* | --- |
* | "Support form" |
*
* @param {Support_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_form_label: ((inputs?: Support_Form_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Form_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Form_LabelInputs = {};
