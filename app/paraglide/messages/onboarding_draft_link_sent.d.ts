/**
* | output |
* | --- |
* | "If we have a saved draft for that email, we've sent a link to continue it." |
*
* @param {Onboarding_Draft_Link_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const onboarding_draft_link_sent: ((inputs?: Onboarding_Draft_Link_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Onboarding_Draft_Link_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Onboarding_Draft_Link_SentInputs = {};
