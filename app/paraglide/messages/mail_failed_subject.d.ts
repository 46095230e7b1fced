/**
* | output |
* | --- |
* | "Payment failed: {plan}" |
*
* @param {Mail_Failed_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_subject: ((inputs: Mail_Failed_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Failed_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Failed_SubjectInputs = {
    plan: NonNullable<unknown>;
};
