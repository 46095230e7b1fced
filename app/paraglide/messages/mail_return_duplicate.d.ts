/**
* | output |
* | --- |
* | "Your order {orderId} for {what} was already paid, so your second payment of {amount} is not needed. We are refunding it in full." |
*
* @param {Mail_Return_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_duplicate: ((inputs: Mail_Return_DuplicateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_DuplicateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_DuplicateInputs = {
    orderId: NonNullable<unknown>;
    what: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
