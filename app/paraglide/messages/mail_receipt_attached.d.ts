/**
* | output |
* | --- |
* | "Your receipt {number} is attached. All your receipts are on the Billing tab of your Fli DESK:" |
*
* @param {Mail_Receipt_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_receipt_attached: ((inputs: Mail_Receipt_AttachedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Receipt_AttachedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Receipt_AttachedInputs = {
    number: NonNullable<unknown>;
};
