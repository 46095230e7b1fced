/**
* | output |
* | --- |
* | "Thank you! Our support team will get back to you within 4 hours." |
*
* @param {Support_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_success_text: ((inputs?: Support_Success_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Success_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Success_TextInputs = {};
