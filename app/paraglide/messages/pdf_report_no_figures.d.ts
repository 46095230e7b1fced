/**
* | output |
* | --- |
* | "{label}: no figures this month (last month {value})" |
*
* @param {Pdf_Report_No_FiguresInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_figures: ((inputs: Pdf_Report_No_FiguresInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_No_FiguresInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_No_FiguresInputs = {
    label: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
