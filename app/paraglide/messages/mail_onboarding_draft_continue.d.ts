/**
* | output |
* | --- |
* | "Continue here (the link works once, for 3 days): {link}" |
*
* @param {Mail_Onboarding_Draft_ContinueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_continue: ((inputs: Mail_Onboarding_Draft_ContinueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Onboarding_Draft_ContinueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Onboarding_Draft_ContinueInputs = {
    link: NonNullable<unknown>;
};
