/**
* | output |
* | --- |
* | "New recovery codes for two-factor sign-in" |
*
* @param {Mail_Codes_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_codes_subject: ((inputs?: Mail_Codes_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Codes_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Codes_SubjectInputs = {};
