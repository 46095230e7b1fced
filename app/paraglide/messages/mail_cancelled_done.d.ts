/**
* | output |
* | --- |
* | "Your {plan} plan is cancelled, as you asked: nothing more will be charged for it." |
*
* @param {Mail_Cancelled_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_done: ((inputs: Mail_Cancelled_DoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_DoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancelled_DoneInputs = {
    plan: NonNullable<unknown>;
};
