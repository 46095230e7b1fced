/**
* | output |
* | --- |
* | "Fli DESK ID validator" |
*
* @param {Support_Validator_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validator_label: ((inputs?: Support_Validator_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Validator_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Validator_LabelInputs = {};
