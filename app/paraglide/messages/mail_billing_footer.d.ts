/**
* | output |
* | --- |
* | "You get this mail because it concerns your Fli DESK subscription and what you pay; it is sent to every client." |
*
* @param {Mail_Billing_FooterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_billing_footer: ((inputs?: Mail_Billing_FooterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Billing_FooterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Billing_FooterInputs = {};
