/**
* | output |
* | --- |
* | "No posts were published this month." |
*
* @param {Pdf_Report_No_Best_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_no_best_posts: ((inputs?: Pdf_Report_No_Best_PostsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_No_Best_PostsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_No_Best_PostsInputs = {};
