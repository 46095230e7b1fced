/**
* | output |
* | --- |
* | "If you did not make this change, reply to this mail or contact support at once." |
*
* @param {Mail_Email_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_not_you: ((inputs?: Mail_Email_Changed_Not_YouInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_Not_YouInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Email_Changed_Not_YouInputs = {};
