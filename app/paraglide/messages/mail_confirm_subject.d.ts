/**
* | output |
* | --- |
* | "Confirm your new Fli DESK email address" |
*
* @param {Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_subject: ((inputs?: Mail_Confirm_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirm_SubjectInputs = {};
