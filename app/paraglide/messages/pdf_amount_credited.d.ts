/**
* | output |
* | --- |
* | "Amount credited" |
*
* @param {Pdf_Amount_CreditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_amount_credited: ((inputs?: Pdf_Amount_CreditedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Amount_CreditedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Amount_CreditedInputs = {};
