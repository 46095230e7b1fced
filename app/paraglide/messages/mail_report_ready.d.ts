/**
* | output |
* | --- |
* | "Your report for {month}{business} is ready: posts delivered, approvals, traffic, work on your projects and what is planned next month." |
*
* @param {Mail_Report_ReadyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_ready: ((inputs: Mail_Report_ReadyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Report_ReadyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Report_ReadyInputs = {
    month: NonNullable<unknown>;
    business: NonNullable<unknown>;
};
