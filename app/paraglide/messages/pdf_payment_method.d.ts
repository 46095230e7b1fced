/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Pdf_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_payment_method: ((inputs?: Pdf_Payment_MethodInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Payment_MethodInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Payment_MethodInputs = {};
