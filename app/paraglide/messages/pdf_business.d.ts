/**
* | output |
* | --- |
* | "Business" |
*
* @param {Pdf_BusinessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_business: ((inputs?: Pdf_BusinessInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_BusinessInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_BusinessInputs = {};
