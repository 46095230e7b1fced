/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} post scheduled for {month}." |
* | "other" | "{count} posts scheduled for {month}." |
*
* @param {Pdf_Report_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_scheduled: ((inputs: Pdf_Report_ScheduledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_ScheduledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_ScheduledInputs = {
    count: NonNullable<unknown>;
    month: NonNullable<unknown>;
};
