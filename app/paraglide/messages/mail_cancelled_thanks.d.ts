/**
* | output |
* | --- |
* | "Thank you for working with us. You can start a new plan from the pricing page whenever you like." |
*
* @param {Mail_Cancelled_ThanksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_thanks: ((inputs?: Mail_Cancelled_ThanksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_ThanksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancelled_ThanksInputs = {};
