/**
* | output |
* | --- |
* | "{percent}% on last month" |
*
* @param {Pdf_Report_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_change: ((inputs: Pdf_Report_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_ChangeInputs = {
    percent: NonNullable<unknown>;
};
