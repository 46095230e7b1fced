/**
* | output |
* | --- |
* | "Grow with us" |
*
* @param {Nav_Partnerships_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_partnerships_note: ((inputs?: Nav_Partnerships_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Partnerships_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Partnerships_NoteInputs = {};
