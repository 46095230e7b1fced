/**
* | output |
* | --- |
* | "Set your password (the link works once, for 7 days): {link}" |
*
* @param {Mail_Invite_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_invite_link: ((inputs: Mail_Invite_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invite_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invite_LinkInputs = {
    link: NonNullable<unknown>;
};
