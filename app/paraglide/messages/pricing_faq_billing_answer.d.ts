/**
* | output |
* | --- |
* | "Plans are billed monthly through PayHere and renew automatically until you cancel. Annual billing saves {percent}%." |
*
* @param {Pricing_Faq_Billing_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_billing_answer: ((inputs: Pricing_Faq_Billing_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Billing_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Billing_AnswerInputs = {
    percent: NonNullable<unknown>;
};
