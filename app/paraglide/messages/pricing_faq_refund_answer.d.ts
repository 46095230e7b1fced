/**
* | output |
* | --- |
* | "Yes. New clients get a {days}-day money-back guarantee." |
*
* @param {Pricing_Faq_Refund_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_refund_answer: ((inputs: Pricing_Faq_Refund_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Refund_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Refund_AnswerInputs = {
    days: NonNullable<unknown>;
};
