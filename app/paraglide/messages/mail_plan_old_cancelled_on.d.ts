/**
* | output |
* | --- |
* | "Your {plan} plan is cancelled today, so it is not charged again on {date}." |
*
* @param {Mail_Plan_Old_Cancelled_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_old_cancelled_on: ((inputs: Mail_Plan_Old_Cancelled_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Old_Cancelled_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Old_Cancelled_OnInputs = {
    plan: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
