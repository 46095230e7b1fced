/**
* | output |
* | --- |
* | "down {count}" |
*
* @param {Pdf_Report_DownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_down: ((inputs: Pdf_Report_DownInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_DownInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_DownInputs = {
    count: NonNullable<unknown>;
};
