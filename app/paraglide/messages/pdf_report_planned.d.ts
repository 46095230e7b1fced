/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} post planned for the month." |
* | "other" | "{count} posts planned for the month." |
*
* @param {Pdf_Report_PlannedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_planned: ((inputs: Pdf_Report_PlannedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_PlannedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_PlannedInputs = {
    count: NonNullable<unknown>;
};
