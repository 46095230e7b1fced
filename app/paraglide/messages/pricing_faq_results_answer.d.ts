/**
* | output |
* | --- |
* | "Most clients see movement in rankings within 6 to 12 weeks and steady growth after 3 to 6 months." |
*
* @param {Pricing_Faq_Results_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_results_answer: ((inputs?: Pricing_Faq_Results_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Results_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Results_AnswerInputs = {};
