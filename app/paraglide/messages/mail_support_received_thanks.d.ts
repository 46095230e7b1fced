/**
* | output |
* | --- |
* | "Thank you! Our support team will get back to you within 4 hours." |
*
* @param {Mail_Support_Received_ThanksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_support_received_thanks: ((inputs?: Mail_Support_Received_ThanksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Support_Received_ThanksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Support_Received_ThanksInputs = {};
