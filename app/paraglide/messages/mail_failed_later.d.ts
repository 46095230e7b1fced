/**
* | output |
* | --- |
* | "Your plan is still unpaid {days} days later. Please retry the payment from your Billing tab so that the work goes on." |
*
* @param {Mail_Failed_LaterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_failed_later: ((inputs: Mail_Failed_LaterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Failed_LaterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Failed_LaterInputs = {
    days: NonNullable<unknown>;
};
