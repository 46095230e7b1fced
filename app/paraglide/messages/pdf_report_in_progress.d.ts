/**
* | output |
* | --- |
* | "In progress: {title}, {progress}% done" |
*
* @param {Pdf_Report_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_in_progress: ((inputs: Pdf_Report_In_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_In_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_In_ProgressInputs = {
    title: NonNullable<unknown>;
    progress: NonNullable<unknown>;
};
