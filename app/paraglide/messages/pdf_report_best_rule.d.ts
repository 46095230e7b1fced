/**
* | output |
* | --- |
* | "Chosen as the most recent published post on each platform, until post figures are connected." |
*
* @param {Pdf_Report_Best_RuleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_best_rule: ((inputs?: Pdf_Report_Best_RuleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Best_RuleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Best_RuleInputs = {};
