/**
* | output |
* | --- |
* | "Thank you for your payment. Payments are processed by PayHere." |
*
* @param {Pdf_Receipt_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_receipt_note: ((inputs?: Pdf_Receipt_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Receipt_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Receipt_NoteInputs = {};
