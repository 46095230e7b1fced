/**
* | output |
* | --- |
* | "Plan: {plan}" |
*
* @param {Pdf_Report_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_plan: ((inputs: Pdf_Report_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_PlanInputs = {
    plan: NonNullable<unknown>;
};
