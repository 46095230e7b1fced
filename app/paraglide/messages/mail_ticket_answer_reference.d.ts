/**
* | output |
* | --- |
* | "Your reference number is {reference}. To answer, reply to this mail or write to us quoting it." |
*
* @param {Mail_Ticket_Answer_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_ticket_answer_reference: ((inputs: Mail_Ticket_Answer_ReferenceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ticket_Answer_ReferenceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ticket_Answer_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
