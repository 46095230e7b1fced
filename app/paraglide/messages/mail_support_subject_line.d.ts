/**
* | output |
* | --- |
* | "Subject: {subject}" |
*
* @param {Mail_Support_Subject_LineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_support_subject_line: ((inputs: Mail_Support_Subject_LineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Support_Subject_LineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Support_Subject_LineInputs = {
    subject: NonNullable<unknown>;
};
