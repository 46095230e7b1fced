/**
* | output |
* | --- |
* | "Instagram, Facebook, LinkedIn, TikTok and X (Twitter). Launch covers 2, Growth 4 and Scale all 5." |
*
* @param {Pricing_Faq_Platforms_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_platforms_answer: ((inputs?: Pricing_Faq_Platforms_AnswerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Faq_Platforms_AnswerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Faq_Platforms_AnswerInputs = {};
