/**
* | output |
* | --- |
* | "You get this mail because a payment you made to Fli Digital was refunded." |
*
* @param {Mail_Refund_FooterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_footer: ((inputs?: Mail_Refund_FooterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_FooterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_FooterInputs = {};
