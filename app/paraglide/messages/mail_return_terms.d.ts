/**
* | output |
* | --- |
* | "Your payment of {amount} for {what} (order {orderId}) did not match the order: it was not taken on the plan's price and billing cycle. So we have not opened ..." |
*
* @param {Mail_Return_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_terms: ((inputs: Mail_Return_TermsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_TermsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_TermsInputs = {
    amount: NonNullable<unknown>;
    what: NonNullable<unknown>;
    orderId: NonNullable<unknown>;
};
