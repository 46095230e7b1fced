/**
* | output |
* | --- |
* | "Payment status" |
*
* @param {Support_Payment_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_payment_status: ((inputs?: Support_Payment_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Payment_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Payment_StatusInputs = {};
