/**
* | output |
* | --- |
* | "Response within 4 hours" |
*
* @param {Support_Email_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_email_detail: ((inputs?: Support_Email_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Email_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Email_DetailInputs = {};
