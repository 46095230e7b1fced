/**
* | output |
* | --- |
* | "We have refunded {amount} of your {paid} payment for {what} (PayHere payment {paymentId})." |
*
* @param {Mail_Refund_Done_PartialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_done_partial: ((inputs: Mail_Refund_Done_PartialInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_Done_PartialInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_Done_PartialInputs = {
    amount: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    what: NonNullable<unknown>;
    paymentId: NonNullable<unknown>;
};
