/**
* | output |
* | --- |
* | "If it was not you, ignore this mail: your password stays as it is. Setting a new password signs out every device." |
*
* @param {Mail_Reset_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_reset_not_you: ((inputs?: Mail_Reset_Not_YouInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_Not_YouInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_Not_YouInputs = {};
