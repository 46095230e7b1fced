/**
* | output |
* | --- |
* | "{published} of {promised} posts published (the plan's quota)." |
*
* @param {Pdf_Report_PublishedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_published: ((inputs: Pdf_Report_PublishedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_PublishedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_PublishedInputs = {
    published: NonNullable<unknown>;
    promised: NonNullable<unknown>;
};
