/**
* | output |
* | --- |
* | "Plan changed: {plan}" |
*
* @param {Mail_Plan_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_changed_subject: ((inputs: Mail_Plan_Changed_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Changed_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Changed_SubjectInputs = {
    plan: NonNullable<unknown>;
};
