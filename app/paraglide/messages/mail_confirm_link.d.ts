/**
* | output |
* | --- |
* | "Confirm it here (the link works once, for 24 hours): {link}" |
*
* @param {Mail_Confirm_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_link: ((inputs: Mail_Confirm_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirm_LinkInputs = {
    link: NonNullable<unknown>;
};
