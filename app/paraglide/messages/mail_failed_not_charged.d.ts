/**
* | output |
* | --- |
* | "We could not charge {amount} for your {plan} plan." |
*
* @param {Mail_Failed_Not_ChargedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_not_charged: ((inputs: Mail_Failed_Not_ChargedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Failed_Not_ChargedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Failed_Not_ChargedInputs = {
    amount: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
