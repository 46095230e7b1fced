/**
* | output |
* | --- |
* | "{count} page views" |
*
* @param {Pdf_Report_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_page_views: ((inputs: Pdf_Report_Page_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Page_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Page_ViewsInputs = {
    count: NonNullable<unknown>;
};
