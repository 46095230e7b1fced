/**
* | output |
* | --- |
* | "Your Fli DESK ID: {flideskId}" |
*
* @param {Mail_Invite_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_invite_id: ((inputs: Mail_Invite_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invite_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invite_IdInputs = {
    flideskId: NonNullable<unknown>;
};
