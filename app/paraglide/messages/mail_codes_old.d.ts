/**
* | output |
* | --- |
* | "The old codes no longer work." |
*
* @param {Mail_Codes_OldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_codes_old: ((inputs?: Mail_Codes_OldInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Codes_OldInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Codes_OldInputs = {};
