/**
* | output |
* | --- |
* | "Visa, Mastercard and American Express through PayHere, our secure payment partner. We never see your card details." |
*
* @param {Support_Faq_5_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_5_answer: ((inputs?: Support_Faq_5_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_5_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_5_AnswerInputs = {};
