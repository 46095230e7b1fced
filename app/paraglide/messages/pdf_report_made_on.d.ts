/**
* | output |
* | --- |
* | "Made on {date}" |
*
* @param {Pdf_Report_Made_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_made_on: ((inputs: Pdf_Report_Made_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Made_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Made_OnInputs = {
    date: NonNullable<unknown>;
};
