/**
* | output |
* | --- |
* | "Check Your Fli DESK ID" |
*
* @param {Support_Validator_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validator_title: ((inputs?: Support_Validator_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Validator_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Validator_TitleInputs = {};
