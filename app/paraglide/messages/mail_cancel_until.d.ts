/**
* | output |
* | --- |
* | "Your {plan} plan will be cancelled after {until}. The work and your plan go on until then, with the 30-day notice of our terms." |
*
* @param {Mail_Cancel_UntilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_cancel_until: ((inputs: Mail_Cancel_UntilInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancel_UntilInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Cancel_UntilInputs = {
    plan: NonNullable<unknown>;
    until: NonNullable<unknown>;
};
