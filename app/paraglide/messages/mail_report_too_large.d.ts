/**
* | output |
* | --- |
* | "The report is too large to attach. Download it here: {link}" |
*
* @param {Mail_Report_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_report_too_large: ((inputs: Mail_Report_Too_LargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Report_Too_LargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Report_Too_LargeInputs = {
    link: NonNullable<unknown>;
};
