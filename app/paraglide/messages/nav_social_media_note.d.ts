/**
* | output |
* | --- |
* | "Content and community management" |
*
* @param {Nav_Social_Media_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_social_media_note: ((inputs?: Nav_Social_Media_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Social_Media_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Social_Media_NoteInputs = {};
