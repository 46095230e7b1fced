/**
* | output |
* | --- |
* | "Sign in to your projects" |
*
* @param {Nav_Client_Portal_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_client_portal_note: ((inputs?: Nav_Client_Portal_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Client_Portal_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Client_Portal_NoteInputs = {};
