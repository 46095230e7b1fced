/**
* | output |
* | --- |
* | "Please check your card, then retry the payment from your Billing tab, or reply to this mail if you need help." |
*
* @param {Mail_Failed_FirstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_first: ((inputs?: Mail_Failed_FirstInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Failed_FirstInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Failed_FirstInputs = {};
