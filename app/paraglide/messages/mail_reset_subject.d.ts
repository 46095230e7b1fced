/**
* | output |
* | --- |
* | "Set a new Fli DESK password" |
*
* @param {Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_reset_subject: ((inputs?: Mail_Reset_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_SubjectInputs = {};
