/**
* | output |
* | --- |
* | "Fli DESK ID" |
*
* @param {Pdf_Flidesk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_flidesk_id: ((inputs?: Pdf_Flidesk_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Flidesk_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Flidesk_IdInputs = {};
