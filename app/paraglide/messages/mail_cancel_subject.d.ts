/**
* | output |
* | --- |
* | "Cancellation scheduled: {plan}" |
*
* @param {Mail_Cancel_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_subject: ((inputs: Mail_Cancel_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancel_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancel_SubjectInputs = {
    plan: NonNullable<unknown>;
};
