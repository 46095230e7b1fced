/**
* | output |
* | --- |
* | "No keywords are tracked yet." |
*
* @param {Pdf_Report_No_KeywordsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_keywords: ((inputs?: Pdf_Report_No_KeywordsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_No_KeywordsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_No_KeywordsInputs = {};
