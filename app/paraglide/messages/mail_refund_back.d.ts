/**
* | output |
* | --- |
* | "The money goes back to the card or account you paid with; your bank may take a few working days to show it." |
*
* @param {Mail_Refund_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_refund_back: ((inputs?: Mail_Refund_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Refund_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Refund_BackInputs = {};
