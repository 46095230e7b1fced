/**
* | output |
* | --- |
* | "Page {page} of {count}" |
*
* @param {Pdf_Report_PageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_page: ((inputs: Pdf_Report_PageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_PageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_PageInputs = {
    page: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
