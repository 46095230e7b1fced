/**
* | output |
* | --- |
* | "Prefer to talk?" |
*
* @param {Quote_Prefer_TalkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_prefer_talk: ((inputs?: Quote_Prefer_TalkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Prefer_TalkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Prefer_TalkInputs = {};
