/**
* | output |
* | --- |
* | "Open your Billing tab" |
*
* @param {Mail_Billing_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_billing_action: ((inputs?: Mail_Billing_ActionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Billing_ActionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Billing_ActionInputs = {};
