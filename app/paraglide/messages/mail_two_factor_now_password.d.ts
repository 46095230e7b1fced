/**
* | output |
* | --- |
* | "Signing in now asks for the password only." |
*
* @param {Mail_Two_Factor_Now_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_now_password: ((inputs?: Mail_Two_Factor_Now_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Now_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Now_PasswordInputs = {};
