/**
* | output |
* | --- |
* | "Payment received: receipt {number}" |
*
* @param {Mail_Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_receipt_subject: ((inputs: Mail_Receipt_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Receipt_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Receipt_SubjectInputs = {
    number: NonNullable<unknown>;
};
