/**
* | output |
* | --- |
* | "All your reports are on the Analytics tab of your Fli DESK: {link}" |
*
* @param {Mail_Report_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_all: ((inputs: Mail_Report_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Report_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Report_AllInputs = {
    link: NonNullable<unknown>;
};
