/**
* | output |
* | --- |
* | "We received your support request {reference}" |
*
* @param {Mail_Support_Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_support_received_subject: ((inputs: Mail_Support_Received_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Support_Received_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Support_Received_SubjectInputs = {
    reference: NonNullable<unknown>;
};
