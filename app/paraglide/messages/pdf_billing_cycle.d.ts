/**
* | output |
* | --- |
* | "Billing cycle" |
*
* @param {Pdf_Billing_CycleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_billing_cycle: ((inputs?: Pdf_Billing_CycleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Billing_CycleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Billing_CycleInputs = {};
