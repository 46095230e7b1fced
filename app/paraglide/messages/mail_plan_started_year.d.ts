/**
* | output |
* | --- |
* | "Your {plan} plan has started: we received {amount}, charged yearly from today." |
*
* @param {Mail_Plan_Started_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_plan_started_year: ((inputs: Mail_Plan_Started_YearInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Plan_Started_YearInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Plan_Started_YearInputs = {
    plan: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
