/**
* | output |
* | --- |
* | "up {count}" |
*
* @param {Pdf_Report_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_up: ((inputs: Pdf_Report_UpInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_UpInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_UpInputs = {
    count: NonNullable<unknown>;
};
