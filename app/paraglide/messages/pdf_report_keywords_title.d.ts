/**
* | output |
* | --- |
* | "Keyword movements" |
*
* @param {Pdf_Report_Keywords_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_keywords_title: ((inputs?: Pdf_Report_Keywords_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Keywords_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Keywords_TitleInputs = {};
