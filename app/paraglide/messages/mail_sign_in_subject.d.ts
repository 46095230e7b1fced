/**
* | output |
* | --- |
* | "New sign-in to your Fli DESK account" |
*
* @param {Mail_Sign_In_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_subject: ((inputs?: Mail_Sign_In_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_SubjectInputs = {};
