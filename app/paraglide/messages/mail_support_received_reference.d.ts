/**
* | output |
* | --- |
* | "Your reference number is {reference}: please quote it when you write to us about this request." |
*
* @param {Mail_Support_Received_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_support_received_reference: ((inputs: Mail_Support_Received_ReferenceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Support_Received_ReferenceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Support_Received_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
