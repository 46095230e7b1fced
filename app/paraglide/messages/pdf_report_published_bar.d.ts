/**
* | output |
* | --- |
* | "Published: {published} of {promised}" |
*
* @param {Pdf_Report_Published_BarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_published_bar: ((inputs: Pdf_Report_Published_BarInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Published_BarInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Published_BarInputs = {
    published: NonNullable<unknown>;
    promised: NonNullable<unknown>;
};
