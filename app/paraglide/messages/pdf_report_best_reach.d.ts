/**
* | output |
* | --- |
* | "Chosen by the people each post reached on Facebook and Instagram." |
*
* @param {Pdf_Report_Best_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_best_reach: ((inputs?: Pdf_Report_Best_ReachInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Best_ReachInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Best_ReachInputs = {};
