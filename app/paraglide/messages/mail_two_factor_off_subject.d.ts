/**
* | output |
* | --- |
* | "Two-factor sign-in is off" |
*
* @param {Mail_Two_Factor_Off_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_off_subject: ((inputs?: Mail_Two_Factor_Off_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Off_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Off_SubjectInputs = {};
