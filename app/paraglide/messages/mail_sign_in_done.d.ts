/**
* | output |
* | --- |
* | "Your Fli DESK account {flideskId} was signed in to." |
*
* @param {Mail_Sign_In_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in_done: ((inputs: Mail_Sign_In_DoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sign_In_DoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Sign_In_DoneInputs = {
    flideskId: NonNullable<unknown>;
};
