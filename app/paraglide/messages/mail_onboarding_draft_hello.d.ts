/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_Onboarding_Draft_HelloInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_hello: ((inputs?: Mail_Onboarding_Draft_HelloInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Onboarding_Draft_HelloInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Onboarding_Draft_HelloInputs = {};
