/**
* | output |
* | --- |
* | "Thank you for your inquiry. We'll get back to you within 24 hours." |
*
* @param {Contact_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_success_text: ((inputs?: Contact_Success_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Success_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Success_TextInputs = {};
