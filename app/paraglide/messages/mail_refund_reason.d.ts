/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Mail_Refund_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_reason: ((inputs: Mail_Refund_ReasonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_ReasonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_ReasonInputs = {
    reason: NonNullable<unknown>;
};
