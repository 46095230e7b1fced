/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Pdf_ReceiptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_receipt: ((inputs?: Pdf_ReceiptInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ReceiptInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_ReceiptInputs = {};
