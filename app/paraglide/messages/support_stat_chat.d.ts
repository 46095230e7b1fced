/**
* | output |
* | --- |
* | "Live chat" |
*
* @param {Support_Stat_ChatInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_stat_chat: ((inputs?: Support_Stat_ChatInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Stat_ChatInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Stat_ChatInputs = {};
