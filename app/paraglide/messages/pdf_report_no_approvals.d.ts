/**
* | output |
* | --- |
* | "No posts were approved this month." |
*
* @param {Pdf_Report_No_ApprovalsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_approvals: ((inputs?: Pdf_Report_No_ApprovalsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_No_ApprovalsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_No_ApprovalsInputs = {};
