/**
* | output |
* | --- |
* | "You do not need to do anything. We will mail you again when the refund is issued." |
*
* @param {Mail_Return_Nothing_To_DoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_return_nothing_to_do: ((inputs?: Mail_Return_Nothing_To_DoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Nothing_To_DoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Return_Nothing_To_DoInputs = {};
