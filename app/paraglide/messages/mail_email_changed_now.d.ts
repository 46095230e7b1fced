/**
* | output |
* | --- |
* | "The email address of your Fli DESK account is now {email}." |
*
* @param {Mail_Email_Changed_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_now: ((inputs: Mail_Email_Changed_NowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_NowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Email_Changed_NowInputs = {
    email: NonNullable<unknown>;
};
