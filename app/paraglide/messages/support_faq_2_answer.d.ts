/**
* | output |
* | --- |
* | "Critical issues within 1 hour, general support within 4 hours. Live chat is open 24/7." |
*
* @param {Support_Faq_2_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_2_answer: ((inputs?: Support_Faq_2_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_2_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_2_AnswerInputs = {};
