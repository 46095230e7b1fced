/**
* | output |
* | --- |
* | "Your saved answers are deleted 3 days after your last change. If you did not ask for this link, you can ignore this email: nothing changes unless the link is..." |
*
* @param {Mail_Onboarding_Draft_KeptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_kept: ((inputs?: Mail_Onboarding_Draft_KeptInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Onboarding_Draft_KeptInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Onboarding_Draft_KeptInputs = {};
