/**
* | output |
* | --- |
* | "Join the team" |
*
* @param {Nav_Careers_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_careers_note: ((inputs?: Nav_Careers_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Careers_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Careers_NoteInputs = {};
