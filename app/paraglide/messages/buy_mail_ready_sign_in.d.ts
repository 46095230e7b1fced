/**
* | output |
* | --- |
* | "Sign in at {url} with this ID and the password you chose during onboarding." |
*
* @param {Buy_Mail_Ready_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_mail_ready_sign_in: ((inputs: Buy_Mail_Ready_Sign_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Mail_Ready_Sign_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Buy_Mail_Ready_Sign_InInputs = {
    url: NonNullable<unknown>;
};
