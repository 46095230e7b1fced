/**
* | output |
* | --- |
* | "Write to {email} with your Fli DESK ID." |
*
* @param {Support_Email_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_email_text: ((inputs: Support_Email_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Email_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Email_TextInputs = {
    email: NonNullable<unknown>;
};
