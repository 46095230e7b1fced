/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Support_Paid_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_completed: ((inputs?: Support_Paid_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Paid_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Paid_CompletedInputs = {};
