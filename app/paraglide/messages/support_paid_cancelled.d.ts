/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Support_Paid_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_cancelled: ((inputs?: Support_Paid_CancelledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Paid_CancelledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Paid_CancelledInputs = {};
