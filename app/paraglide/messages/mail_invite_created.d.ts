/**
* | output |
* | --- |
* | "An account has been created for you on Fli DESK." |
*
* @param {Mail_Invite_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_invite_created: ((inputs?: Mail_Invite_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invite_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invite_CreatedInputs = {};
