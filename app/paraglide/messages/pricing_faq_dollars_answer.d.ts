/**
* | output |
* | --- |
* | "Yes. Prices are set in LKR; at checkout you can pay in LKR or USD." |
*
* @param {Pricing_Faq_Dollars_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_dollars_answer: ((inputs?: Pricing_Faq_Dollars_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Dollars_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Dollars_AnswerInputs = {};
