/**
* | output |
* | --- |
* | "Reminder: your {plan} payment failed" |
*
* @param {Mail_Failed_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_reminder_subject: ((inputs: Mail_Failed_Reminder_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Failed_Reminder_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Failed_Reminder_SubjectInputs = {
    plan: NonNullable<unknown>;
};
