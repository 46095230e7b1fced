/**
* | output |
* | --- |
* | "Your {plan} plan has started: we received {amount}, charged monthly from today." |
*
* @param {Mail_Plan_Started_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_started_month: ((inputs: Mail_Plan_Started_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Started_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Started_MonthInputs = {
    plan: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
