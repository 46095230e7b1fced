/**
* | output |
* | --- |
* | "PayHere payment ID" |
*
* @param {Pdf_Payhere_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_payhere_id: ((inputs?: Pdf_Payhere_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Payhere_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Payhere_IdInputs = {};
