/**
* | output |
* | --- |
* | "Fast, modern websites" |
*
* @param {Nav_Web_Development_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_web_development_note: ((inputs?: Nav_Web_Development_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Web_Development_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Web_Development_NoteInputs = {};
