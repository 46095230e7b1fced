/**
* | output |
* | --- |
* | "Charged back" |
*
* @param {Support_Paid_Charged_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_paid_charged_back: ((inputs?: Support_Paid_Charged_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Paid_Charged_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Paid_Charged_BackInputs = {};
