/**
* | output |
* | --- |
* | "Chat with our team on WhatsApp at any hour." |
*
* @param {Support_Chat_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_chat_text: ((inputs?: Support_Chat_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Chat_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Chat_TextInputs = {};
