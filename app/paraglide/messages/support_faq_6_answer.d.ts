/**
* | output |
* | --- |
* | "Yes. Role-based access means each person sees only their own projects, passwords are stored only as secure hashes, and all traffic is encrypted." |
*
* @param {Support_Faq_6_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_faq_6_answer: ((inputs?: Support_Faq_6_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Faq_6_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Faq_6_AnswerInputs = {};
