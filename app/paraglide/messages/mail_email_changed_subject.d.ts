/**
* | output |
* | --- |
* | "Your Fli DESK email address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject: ((inputs?: Mail_Email_Changed_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Email_Changed_SubjectInputs = {};
