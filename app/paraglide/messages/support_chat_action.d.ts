/**
* | output |
* | --- |
* | "Start Chat" |
*
* @param {Support_Chat_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_chat_action: ((inputs?: Support_Chat_ActionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Chat_ActionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Chat_ActionInputs = {};
