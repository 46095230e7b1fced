/**
* | output |
* | --- |
* | "Results for our clients" |
*
* @param {Nav_Case_Studies_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_case_studies_note: ((inputs?: Nav_Case_Studies_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Case_Studies_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Case_Studies_NoteInputs = {};
