/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} post planned for the month, {awaiting} still awaiting your approval." |
* | "other" | "{count} posts planned for the month, {awaiting} still awaiting your approval." |
*
* @param {Pdf_Report_Planned_AwaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_planned_awaiting: ((inputs: Pdf_Report_Planned_AwaitingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Planned_AwaitingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Planned_AwaitingInputs = {
    count: NonNullable<unknown>;
    awaiting: NonNullable<unknown>;
};
