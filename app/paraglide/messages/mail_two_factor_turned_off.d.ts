/**
* | output |
* | --- |
* | "Two-factor sign-in was turned off for your Fli DESK account {flideskId} on {at} (Sri Lanka time)." |
*
* @param {Mail_Two_Factor_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_turned_off: ((inputs: Mail_Two_Factor_Turned_OffInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Turned_OffInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Turned_OffInputs = {
    flideskId: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
