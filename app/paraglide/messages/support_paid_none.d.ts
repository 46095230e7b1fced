/**
* | output |
* | --- |
* | "No payment yet" |
*
* @param {Support_Paid_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_none: ((inputs?: Support_Paid_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Paid_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Paid_NoneInputs = {};
