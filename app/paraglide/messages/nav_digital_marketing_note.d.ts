/**
* | output |
* | --- |
* | "Campaigns that reach the right people" |
*
* @param {Nav_Digital_Marketing_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_digital_marketing_note: ((inputs?: Nav_Digital_Marketing_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Digital_Marketing_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Digital_Marketing_NoteInputs = {};
