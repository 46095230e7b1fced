/**
* | output |
* | --- |
* | "Invalid" |
*
* @param {Support_Status_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_status_invalid: ((inputs?: Support_Status_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Status_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Status_InvalidInputs = {};
