/**
* | output |
* | --- |
* | "Please enter your email address" |
*
* @param {Quote_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_email_required: ((inputs?: Quote_Email_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Email_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Email_RequiredInputs = {};
