/**
* | output |
* | --- |
* | "{date}, {project}: {progress}% done" |
*
* @param {Pdf_Report_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_progress: ((inputs: Pdf_Report_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_ProgressInputs = {
    date: NonNullable<unknown>;
    project: NonNullable<unknown>;
    progress: NonNullable<unknown>;
};
