/**
* | output |
* | --- |
* | "No. There is no setup fee on any plan; you pay only the monthly price." |
*
* @param {Pricing_Faq_Setup_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_setup_answer: ((inputs?: Pricing_Faq_Setup_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Setup_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Setup_AnswerInputs = {};
