/**
* | output |
* | --- |
* | "If you did not ask for this, tell us at once and change your password." |
*
* @param {Mail_Two_Factor_Reset_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_not_you: ((inputs?: Mail_Two_Factor_Reset_Not_YouInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Reset_Not_YouInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Reset_Not_YouInputs = {};
