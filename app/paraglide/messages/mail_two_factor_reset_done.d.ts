/**
* | output |
* | --- |
* | "An admin reset two-factor sign-in for your Fli DESK account {flideskId} on {at} (Sri Lanka time)." |
*
* @param {Mail_Two_Factor_Reset_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_done: ((inputs: Mail_Two_Factor_Reset_DoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Reset_DoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Reset_DoneInputs = {
    flideskId: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
