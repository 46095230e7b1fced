/**
* | output |
* | --- |
* | "The payment's terms did not match the order, so it is refunded in full" |
*
* @param {Mail_Return_Reason_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_reason_terms: ((inputs?: Mail_Return_Reason_TermsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Reason_TermsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_Reason_TermsInputs = {};
