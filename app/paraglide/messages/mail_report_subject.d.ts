/**
* | output |
* | --- |
* | "Your monthly report: {month}" |
*
* @param {Mail_Report_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_subject: ((inputs: Mail_Report_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Report_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Report_SubjectInputs = {
    month: NonNullable<unknown>;
};
