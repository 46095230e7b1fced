/**
* | output |
* | --- |
* | "Signing in now asks for the password only. Set it up again from your profile: {link}" |
*
* @param {Mail_Two_Factor_Reset_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_again: ((inputs: Mail_Two_Factor_Reset_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Reset_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Reset_AgainInputs = {
    link: NonNullable<unknown>;
};
