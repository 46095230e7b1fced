/**
* | output |
* | --- |
* | "Two-factor sign-in was reset" |
*
* @param {Mail_Two_Factor_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_subject: ((inputs?: Mail_Two_Factor_Reset_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Reset_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Reset_SubjectInputs = {};
