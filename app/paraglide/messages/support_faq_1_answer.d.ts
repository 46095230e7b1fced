/**
* | output |
* | --- |
* | "Your Fli DESK ID (FLD- followed by five letters or digits) is shown after payment and sent to your email. Enter it in the validator on this page to check you..." |
*
* @param {Support_Faq_1_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_1_answer: ((inputs?: Support_Faq_1_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_1_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_1_AnswerInputs = {};
