/**
* | output |
* | --- |
* | "What the portal does" |
*
* @param {Nav_Dashboard_Features_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_dashboard_features_note: ((inputs?: Nav_Dashboard_Features_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Dashboard_Features_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Dashboard_Features_NoteInputs = {};
