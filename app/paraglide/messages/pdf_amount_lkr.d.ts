/**
* | output |
* | --- |
* | "Amount in LKR" |
*
* @param {Pdf_Amount_LkrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_amount_lkr: ((inputs?: Pdf_Amount_LkrInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Amount_LkrInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Amount_LkrInputs = {};
