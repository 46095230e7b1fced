/**
* | output |
* | --- |
* | "{count} approved the first time." |
*
* @param {Pdf_Report_First_TimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_first_time: ((inputs: Pdf_Report_First_TimeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_First_TimeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_First_TimeInputs = {
    count: NonNullable<unknown>;
};
