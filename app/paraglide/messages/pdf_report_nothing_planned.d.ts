/**
* | output |
* | --- |
* | "Nothing is scheduled for next month yet." |
*
* @param {Pdf_Report_Nothing_PlannedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_nothing_planned: ((inputs?: Pdf_Report_Nothing_PlannedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Nothing_PlannedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Nothing_PlannedInputs = {};
