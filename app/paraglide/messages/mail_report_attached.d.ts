/**
* | output |
* | --- |
* | "The report is attached as a PDF." |
*
* @param {Mail_Report_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_attached: ((inputs?: Mail_Report_AttachedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Report_AttachedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Report_AttachedInputs = {};
