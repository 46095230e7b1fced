/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Pdf_Cycle_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_cycle_monthly: ((inputs?: Pdf_Cycle_MonthlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Cycle_MonthlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Cycle_MonthlyInputs = {};
