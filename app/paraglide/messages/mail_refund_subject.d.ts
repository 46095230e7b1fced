/**
* | output |
* | --- |
* | "Refund issued: {amount}" |
*
* @param {Mail_Refund_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_subject: ((inputs: Mail_Refund_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_SubjectInputs = {
    amount: NonNullable<unknown>;
};
