/**
* | output |
* | --- |
* | "Sign in to Fli DESK with your ID and password to see progress, updates, screenshots and reports in real time." |
*
* @param {Support_Faq_3_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_3_answer: ((inputs?: Support_Faq_3_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_3_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_3_AnswerInputs = {};
