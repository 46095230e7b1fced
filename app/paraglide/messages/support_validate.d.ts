/**
* | output |
* | --- |
* | "Validate" |
*
* @param {Support_ValidateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_validate: ((inputs?: Support_ValidateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_ValidateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_ValidateInputs = {};
