/**
* | output |
* | --- |
* | "Annual" |
*
* @param {Pdf_Cycle_AnnualInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_cycle_annual: ((inputs?: Pdf_Cycle_AnnualInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Cycle_AnnualInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Cycle_AnnualInputs = {};
