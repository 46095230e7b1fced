/**
* | output |
* | --- |
* | "Someone, hopefully you, asked to set a new password for the Fli DESK account {flideskId}." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked: ((inputs: Mail_Reset_AskedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_AskedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_AskedInputs = {
    flideskId: NonNullable<unknown>;
};
