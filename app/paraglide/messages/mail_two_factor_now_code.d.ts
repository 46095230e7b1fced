/**
* | output |
* | --- |
* | "Signing in now asks for a code from your authenticator app after the password." |
*
* @param {Mail_Two_Factor_Now_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_now_code: ((inputs?: Mail_Two_Factor_Now_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Now_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Now_CodeInputs = {};
