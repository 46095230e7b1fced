/**
* | output |
* | --- |
* | "Your results as charts" |
*
* @param {Nav_Analytics_Reports_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_analytics_reports_note: ((inputs?: Nav_Analytics_Reports_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Analytics_Reports_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Analytics_Reports_NoteInputs = {};
