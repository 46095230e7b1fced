/**
* | output |
* | --- |
* | "Message" |
*
* @param {Forms_MessageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_message: ((inputs?: Forms_MessageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forms_MessageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forms_MessageInputs = {};
