/**
* | output |
* | --- |
* | "Your Fli DESK account" |
*
* @param {Mail_Invite_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_invite_subject: ((inputs?: Mail_Invite_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invite_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invite_SubjectInputs = {};
