/**
* | output |
* | --- |
* | "Your credit note {number} is attached." |
*
* @param {Mail_Refund_Credit_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_credit_note: ((inputs: Mail_Refund_Credit_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_Credit_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_Credit_NoteInputs = {
    number: NonNullable<unknown>;
};
