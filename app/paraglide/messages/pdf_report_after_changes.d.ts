/**
* | output |
* | --- |
* | "{count} approved after changes." |
*
* @param {Pdf_Report_After_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_after_changes: ((inputs: Pdf_Report_After_ChangesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_After_ChangesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_After_ChangesInputs = {
    count: NonNullable<unknown>;
};
