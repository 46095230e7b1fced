/**
* | output |
* | --- |
* | "The order had been replaced or given up, so its payment is refunded in full" |
*
* @param {Mail_Return_Reason_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_reason_closed: ((inputs?: Mail_Return_Reason_ClosedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Reason_ClosedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_Reason_ClosedInputs = {};
