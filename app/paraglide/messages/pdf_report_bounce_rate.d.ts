/**
* | output |
* | --- |
* | "bounce rate {rate}" |
*
* @param {Pdf_Report_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_bounce_rate: ((inputs: Pdf_Report_Bounce_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Bounce_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Bounce_RateInputs = {
    rate: NonNullable<unknown>;
};
