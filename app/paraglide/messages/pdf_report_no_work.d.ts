/**
* | output |
* | --- |
* | "No project work was recorded this month." |
*
* @param {Pdf_Report_No_WorkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_work: ((inputs?: Pdf_Report_No_WorkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_No_WorkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_No_WorkInputs = {};
