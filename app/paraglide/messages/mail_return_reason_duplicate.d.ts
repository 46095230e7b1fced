/**
* | output |
* | --- |
* | "The order was already paid, so this second payment is refunded in full" |
*
* @param {Mail_Return_Reason_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_reason_duplicate: ((inputs?: Mail_Return_Reason_DuplicateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Reason_DuplicateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_Reason_DuplicateInputs = {};
