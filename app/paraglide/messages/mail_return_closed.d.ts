/**
* | output |
* | --- |
* | "Your payment of {amount} for {what} (order {orderId}) was for an order that had been replaced or given up, so we have not opened or changed anything with it,..." |
*
* @param {Mail_Return_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_closed: ((inputs: Mail_Return_ClosedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_ClosedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_ClosedInputs = {
    amount: NonNullable<unknown>;
    what: NonNullable<unknown>;
    orderId: NonNullable<unknown>;
};
