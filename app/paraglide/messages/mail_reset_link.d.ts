/**
* | output |
* | --- |
* | "Set it here (the link works once, for 30 minutes): {link}" |
*
* @param {Mail_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_reset_link: ((inputs: Mail_Reset_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_LinkInputs = {
    link: NonNullable<unknown>;
};
