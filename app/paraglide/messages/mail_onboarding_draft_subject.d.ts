/**
* | output |
* | --- |
* | "Continue your Fli Digital onboarding" |
*
* @param {Mail_Onboarding_Draft_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_subject: ((inputs?: Mail_Onboarding_Draft_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Onboarding_Draft_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Onboarding_Draft_SubjectInputs = {};
