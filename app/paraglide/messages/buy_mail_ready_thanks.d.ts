/**
* | output |
* | --- |
* | "Thank you for your payment. Your Fli DESK account is ready." |
*
* @param {Buy_Mail_Ready_ThanksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_mail_ready_thanks: ((inputs?: Buy_Mail_Ready_ThanksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Mail_Ready_ThanksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Mail_Ready_ThanksInputs = {};
