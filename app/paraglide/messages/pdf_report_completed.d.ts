/**
* | output |
* | --- |
* | "Completed: {title}" |
*
* @param {Pdf_Report_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_completed: ((inputs: Pdf_Report_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_CompletedInputs = {
    title: NonNullable<unknown>;
};
