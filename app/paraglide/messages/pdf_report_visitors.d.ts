/**
* | output |
* | --- |
* | "{count} visitors" |
*
* @param {Pdf_Report_VisitorsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_visitors: ((inputs: Pdf_Report_VisitorsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_VisitorsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_VisitorsInputs = {
    count: NonNullable<unknown>;
};
