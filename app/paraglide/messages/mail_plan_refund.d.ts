/**
* | output |
* | --- |
* | "We refund {amount} for its {days} unused days to the card or account you paid with; a \"Refund issued\" mail with the credit note follows shortly." |
*
* @param {Mail_Plan_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_refund: ((inputs: Mail_Plan_RefundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_RefundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_RefundInputs = {
    amount: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
