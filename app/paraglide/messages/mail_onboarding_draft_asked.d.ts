/**
* | output |
* | --- |
* | "You asked for a link to continue your Fli Digital onboarding where you left off." |
*
* @param {Mail_Onboarding_Draft_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_asked: ((inputs?: Mail_Onboarding_Draft_AskedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Onboarding_Draft_AskedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Onboarding_Draft_AskedInputs = {};
