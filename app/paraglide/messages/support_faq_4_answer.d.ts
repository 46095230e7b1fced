/**
* | output |
* | --- |
* | "Yes. Plans can be changed at any time; cancellation needs 30 days' notice." |
*
* @param {Support_Faq_4_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_4_answer: ((inputs?: Support_Faq_4_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_4_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_4_AnswerInputs = {};
