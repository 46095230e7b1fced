/**
* | output |
* | --- |
* | "Two-factor sign-in is on" |
*
* @param {Mail_Two_Factor_On_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_on_subject: ((inputs?: Mail_Two_Factor_On_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_On_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_On_SubjectInputs = {};
