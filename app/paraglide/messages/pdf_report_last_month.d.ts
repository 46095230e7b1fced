/**
* | output |
* | --- |
* | "last month {value}" |
*
* @param {Pdf_Report_Last_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_last_month: ((inputs: Pdf_Report_Last_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Last_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Last_MonthInputs = {
    value: NonNullable<unknown>;
};
