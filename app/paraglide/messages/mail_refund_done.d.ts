/**
* | output |
* | --- |
* | "We have refunded {amount} for {what} (PayHere payment {paymentId})." |
*
* @param {Mail_Refund_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_done: ((inputs: Mail_Refund_DoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_DoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_DoneInputs = {
    amount: NonNullable<unknown>;
    what: NonNullable<unknown>;
    paymentId: NonNullable<unknown>;
};
