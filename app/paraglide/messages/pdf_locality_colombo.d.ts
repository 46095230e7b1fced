/**
* | output |
* | --- |
* | "Colombo" |
*
* @param {Pdf_Locality_ColomboInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_locality_colombo: ((inputs?: Pdf_Locality_ColomboInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Locality_ColomboInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Locality_ColomboInputs = {};
