/**
* | output |
* | --- |
* | "Your {plan} plan is cancelled today, so it is not charged again." |
*
* @param {Mail_Plan_Old_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_old_cancelled: ((inputs: Mail_Plan_Old_CancelledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Old_CancelledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Old_CancelledInputs = {
    plan: NonNullable<unknown>;
};
