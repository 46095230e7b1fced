/**
* | output |
* | --- |
* | "Someone, hopefully you, asked to use this address for the Fli DESK account {flideskId}." |
*
* @param {Mail_Confirm_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_asked: ((inputs: Mail_Confirm_AskedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_AskedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirm_AskedInputs = {
    flideskId: NonNullable<unknown>;
};
