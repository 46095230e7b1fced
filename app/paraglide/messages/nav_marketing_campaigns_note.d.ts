/**
* | output |
* | --- |
* | "Social and search campaigns" |
*
* @param {Nav_Marketing_Campaigns_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_marketing_campaigns_note: ((inputs?: Nav_Marketing_Campaigns_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Marketing_Campaigns_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Marketing_Campaigns_NoteInputs = {};
