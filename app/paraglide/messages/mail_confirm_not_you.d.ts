/**
* | output |
* | --- |
* | "If it was not you, ignore this mail: nothing changes." |
*
* @param {Mail_Confirm_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_not_you: ((inputs?: Mail_Confirm_Not_YouInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirm_Not_YouInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirm_Not_YouInputs = {};
