/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Support_Paid_Past_DueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_past_due: ((inputs?: Support_Paid_Past_DueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Paid_Past_DueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Paid_Past_DueInputs = {};
