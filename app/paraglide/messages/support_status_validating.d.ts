/**
* | output |
* | --- |
* | "Validating" |
*
* @param {Support_Status_ValidatingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_status_validating: ((inputs?: Support_Status_ValidatingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Status_ValidatingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Status_ValidatingInputs = {};
